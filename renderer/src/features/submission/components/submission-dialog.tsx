import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { isAcceptedImageUrl } from '@core/rules/image-hosts';
import { NASA_URL_LIVE_MESSAGE, submissionPayloadSchema } from '@core/contract/schemas';
import {
  FIX_ISSUES_HEADING,
  GENERIC_FORM_ERROR,
  STEP_MESSAGES,
  SUBMISSION_STEPS,
  SUBMISSION_STEP_COUNT,
  emptySubmissionForm,
  parseNumberInput,
  submissionFormFrom,
  toSubmissionPayload,
  validateSubmissionStep,
} from '@/features/submission/submission-steps';
import type { SubmissionForm } from '@/features/submission/submission-steps';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';
import { HoneypotField, withHoneypot } from '@/components/ui/honeypot-field';
import { referenceText, successText } from '@/lib/delivery-note';
import { showToast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/api-error';
import { OUTBOX_EDIT_TEXT, useOutboxEdit } from '@/lib/outbox-edit';
import { useSubmitIsland } from '../api/submit-island';
import { useSubmissionDialog } from '../hooks/use-submission-dialog';
import { SUBMISSION_TEXT } from '../messages';
import { submissionWarnings } from '../submission-warnings';
import { clearDraft, isBlankDraft, readDraft, writeDraft } from '../submission-draft';
import { FEATURE_FLAGS, STEP_FIELDS, type NumberField } from '../submission-fields';
import '../submission.css';
import { SubmissionField } from './submission-field';

/**
 * The four-step submission dialog. Its state lives in the body, so closing it resets everything;
 * with something typed, closing (Escape, Cancel, the close button, a click outside) asks first.
 */
export function SubmissionDialog({ onSubmitted }: { onSubmitted: () => void }) {
  const { open, setOpen: setDialogOpen } = useSubmissionDialog();
  const { setEditing } = useOutboxEdit('submission');
  const typed = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const keepEditing = useRef<HTMLButtonElement>(null);
  const onTyped = useCallback((value: boolean) => {
    typed.current = value;
  }, []);
  // Closed without saving, a correction is dropped: the next open is a new submission.
  const close = () => {
    typed.current = false;
    setConfirming(false);
    setEditing(undefined);
    setDialogOpen(false);
  };
  const setOpen = (next: boolean) => {
    if (next) return setDialogOpen(true);
    // Escape while asking means "no, keep editing", as the default button says.
    if (confirming) return setConfirming(false);
    if (typed.current) {
      setConfirming(true);
      requestAnimationFrame(() => keepEditing.current?.focus());
      return;
    }
    close();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={SUBMISSION_TEXT.dialogTitle}
      description={SUBMISSION_TEXT.dialogDescription}
      className="submission-dialog"
    >
      {confirming ? (
        <div
          className="discard-prompt"
          role="alertdialog"
          aria-labelledby="discard-prompt-title"
          aria-describedby="discard-prompt-text"
        >
          <h3 id="discard-prompt-title" className="discard-prompt__title">
            {SUBMISSION_TEXT.discardTitle}
          </h3>
          <p id="discard-prompt-text">{SUBMISSION_TEXT.discardText}</p>
          <div className="discard-prompt__actions">
            <Button ref={keepEditing} onClick={() => setConfirming(false)}>
              {SUBMISSION_TEXT.keepEditing}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                clearDraft();
                close();
              }}
            >
              {SUBMISSION_TEXT.discard}
            </Button>
          </div>
        </div>
      ) : null}
      <div inert={confirming} hidden={confirming}>
        <SubmissionSteps
          onCancel={() => setOpen(false)}
          onTyped={onTyped}
          onSubmitted={() => {
            clearDraft();
            close();
            onSubmitted();
          }}
        />
      </div>
    </Dialog>
  );
}

/** The number inputs' text for a form: empty for a new one, the kept numbers for a correction. */
function numbersOf(form: SubmissionForm | undefined): Record<NumberField, string> {
  if (!form) return { latitude: '', longitude: '', area: '', population: '' };
  return {
    latitude: String(form.latitude),
    longitude: String(form.longitude),
    area: form.area === undefined ? '' : String(form.area),
    population: String(form.population),
  };
}

function SubmissionSteps({
  onCancel,
  onSubmitted,
  onTyped,
}: {
  onCancel: () => void;
  onSubmitted: () => void;
  /** Whether anything has been typed, so closing can ask first. */
  onTyped: (typed: boolean) => void;
}) {
  // A rejected outbox item being corrected opens with what it held; a new one with the session's draft.
  const { editing, save } = useOutboxEdit('submission');
  const [kept] = useState(() => (editing ? submissionFormFrom(editing.payload) : undefined));
  const [draft] = useState(() => (editing ? undefined : readDraft()));
  const [step, setStep] = useState(draft?.step ?? 1);
  const [form, setForm] = useState<SubmissionForm>(() => kept ?? draft?.form ?? emptySubmissionForm());
  const [numbers, setNumbers] = useState<Record<NumberField, string>>(() => draft?.numbers ?? numbersOf(kept));
  useEffect(() => {
    onTyped(!isBlankDraft({ form, numbers }));
    // A correction is kept by the outbox itself; only a new submission is drafted.
    if (!editing) writeDraft({ step, form, numbers });
  }, [step, form, numbers, editing, onTyped]);
  const [errors, setErrors] = useState<string[]>([]);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const mutation = useSubmitIsland({
    onSuccess: (delivery) => {
      showToast({
        title: SUBMISSION_TEXT.successTitle,
        description: successText(SUBMISSION_TEXT.successText, delivery) + referenceText(delivery),
      });
      onSubmitted();
    },
  });

  const current = SUBMISSION_STEPS[step - 1]!;
  const fieldError = (field: string) => {
    const message = (STEP_MESSAGES as Record<string, string>)[field];
    return message !== undefined && errors.includes(message) ? message : undefined;
  };
  const set = <K extends keyof SubmissionForm>(key: K, value: SubmissionForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const setNumber = (field: NumberField, raw: string) => {
    setNumbers((previous) => ({ ...previous, [field]: raw }));
    if (field === 'area') set('area', raw.trim() === '' ? undefined : parseNumberInput(raw, 'area'));
    else set(field, parseNumberInput(raw, field));
  };
  const goTo = (next: number) => {
    setStep(next);
    // Announce the new step and start keyboard users at its top.
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  const next = () => {
    const found = validateSubmissionStep(step, form);
    setErrors(found);
    if (found.length === 0) goTo(step + 1);
  };
  const previous = () => {
    setErrors([]);
    goTo(step - 1);
  };
  const submit = (formElement: HTMLFormElement) => {
    const found = validateSubmissionStep(step, form);
    if (found.length > 0) return setErrors(found);
    const parsed = submissionPayloadSchema.safeParse(toSubmissionPayload(form));
    if (!parsed.success) {
      const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
      return setErrors(messages.length > 0 ? messages : [GENERIC_FORM_ERROR]);
    }
    setErrors([]);
    if (editing) {
      save.mutate(
        { kind: 'submission', payload: parsed.data },
        {
          onSuccess: () => {
            showToast({ title: OUTBOX_EDIT_TEXT.saved, description: OUTBOX_EDIT_TEXT.savedText });
            onSubmitted();
          },
          onError: (error) =>
            showToast({
              title: SUBMISSION_TEXT.failureTitle,
              description: failureText(error, SUBMISSION_TEXT.failureText),
              variant: 'destructive',
            }),
        },
      );
      return;
    }
    mutation.mutate(withHoneypot(parsed.data, formElement), {
      onError: (error) =>
        showToast({
          title: SUBMISSION_TEXT.failureTitle,
          description: failureText(error, SUBMISSION_TEXT.failureText),
          variant: 'destructive',
        }),
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || save.isPending) return;
    if (step < SUBMISSION_STEP_COUNT) next();
    else submit(event.currentTarget);
  };

  const liveUrlWarning =
    form.imageUrl.trim() !== '' && !isAcceptedImageUrl(form.imageUrl.trim()) && !fieldError('imageUrl')
      ? NASA_URL_LIVE_MESSAGE
      : undefined;
  const percent = (step / SUBMISSION_STEP_COUNT) * 100;
  // Before submit, where the coordinates or features contradict the region or category chosen.
  const warnings = step === SUBMISSION_STEP_COUNT ? submissionWarnings(form) : [];

  const pending = mutation.isPending || save.isPending;
  return (
    <form className="submission-form" onSubmit={onSubmit} noValidate>
      <HoneypotField />
      {editing ? (
        <p className="form-errors" role="note" data-testid="outbox-edit-notice">
          {OUTBOX_EDIT_TEXT.notice(editing.rejection?.message ?? '')}
        </p>
      ) : null}
      <div className="submission-progress">
        <div className="submission-progress__labels">
          <h3 className="submission-progress__title" ref={stepHeading} tabIndex={-1}>
            <span className="submission-progress__step">
              Step {step} of {SUBMISSION_STEP_COUNT}
            </span>
            <span className="visually-hidden">: </span>
            <span>{current.title}</span>
          </h3>
          <span className="submission-progress__percent" aria-hidden="true">
            {percent}%
          </span>
        </div>
        <div
          className="progress"
          role="progressbar"
          aria-label="Submission progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`Step ${step} of ${SUBMISSION_STEP_COUNT}`}
        >
          <div className="progress__bar" style={{ transform: `scaleX(${step / SUBMISSION_STEP_COUNT})` }} />
        </div>
      </div>

      <div className="submission-form__fields" data-step={step}>
        {STEP_FIELDS[step as keyof typeof STEP_FIELDS].map((row) => {
          const fields = row.map((spec) => (
            <SubmissionField
              key={spec.id}
              spec={spec}
              idPrefix={ids}
              form={form}
              numbers={numbers}
              error={fieldError(spec.name)}
              warning={spec.name === 'imageUrl' ? liveUrlWarning : undefined}
              onText={set}
              onNumber={setNumber}
              onChoice={(name, value) => setForm((previous) => ({ ...previous, [name]: value }))}
            />
          ));
          return row.length > 1 ? (
            <div key={row[0]!.id} className="field-row">
              {fields}
            </div>
          ) : (
            fields
          );
        })}
        {step === 3 ? (
          <fieldset className="checkbox-group">
            <legend className="field__label">Features</legend>
            {FEATURE_FLAGS.map(([key, label]) => (
              <label key={key} className="checkbox">
                <input type="checkbox" checked={form[key]} onChange={(event) => set(key, event.target.checked)} />
                <span>{label}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>

      {errors.length > 0 ? (
        <div className="form-errors" role="alert">
          <p className="form-errors__heading">{FIX_ISSUES_HEADING}</p>
          <ul>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {warnings.length > 0 ? (
        <div className="form-warnings" role="note" aria-labelledby={`${ids}-warnings`}>
          <p className="form-warnings__heading" id={`${ids}-warnings`}>
            {SUBMISSION_TEXT.warningsHeading}
          </p>
          <ul>
            {warnings.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <p className="form-warnings__after">{SUBMISSION_TEXT.warningsAfter}</p>
        </div>
      ) : null}

      <div className="submission-form__actions">
        {step === 1 ? (
          <Button variant="outline" onClick={onCancel}>
            {SUBMISSION_TEXT.cancel}
          </Button>
        ) : (
          <Button variant="outline" onClick={previous} disabled={pending}>
            <ArrowLeftIcon />
            {SUBMISSION_TEXT.previous}
          </Button>
        )}
        {step < SUBMISSION_STEP_COUNT ? (
          <Button type="submit">
            {SUBMISSION_TEXT.next}
            <ArrowRightIcon />
          </Button>
        ) : (
          <Button type="submit" disabled={pending}>
            {pending ? SUBMISSION_TEXT.submitting : editing ? OUTBOX_EDIT_TEXT.send : SUBMISSION_TEXT.submit}
          </Button>
        )}
      </div>
    </form>
  );
}
