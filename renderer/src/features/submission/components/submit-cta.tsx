import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { useSubmissionDialog } from '../hooks/use-submission-dialog';
import { SUBMISSION_TEXT, SUBMIT_CTA_DELAY_MS } from '../messages';
import '../submit-cta.css';

/** Home's 'Know a Remote Island?' band: scroll to the top, wait, then open the dialog. */
export function SubmitCta() {
  const { setOpen } = useSubmissionDialog();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), SUBMIT_CTA_DELAY_MS);
  };

  return (
    <section className="submit-cta" aria-labelledby="submit-cta-heading">
      <div className="container submit-cta__inner">
        <div>
          <h2 id="submit-cta-heading" className="submit-cta__title">
            {SUBMISSION_TEXT.ctaTitle}
          </h2>
          <p className="submit-cta__text">
            Researchers, sailors and island residents have added to this catalogue. If you know a remote island, atoll
            or archipelago we are missing, send it in: every submission is reviewed by our team before it is published.
          </p>
        </div>
        <Button variant="light" size="lg" onClick={start}>
          <PlusIcon />
          Submit an Island
        </Button>
      </div>
    </section>
  );
}
