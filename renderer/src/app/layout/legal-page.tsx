import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';

export const LEGAL_DATE = 'January 14, 2025';

/** The shared frame of the privacy, terms and cookie pages. */
export function LegalPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  usePageMeta(title, description);
  return (
    <>
      <header className="page-hero page-hero--compact">
        <div className="container">
          <p className="page-hero__eyebrow">Legal</p>
          <h1 className="page-hero__title">{title}</h1>
          <p className="page-hero__lede">Last updated: {LEGAL_DATE}</p>
        </div>
      </header>
      <div className="container prose-page legal">
        {children}
        <nav aria-label="Legal pages" className="legal__nav">
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/terms">Terms of Service</Link>
          <Link to="/cookies">Cookie Policy</Link>
          <Link to="/contact">Contact</Link>
        </nav>
      </div>
    </>
  );
}
