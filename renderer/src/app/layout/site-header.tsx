import { Suspense, lazy, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import type { OutboxItem } from '@core/outbox/outbox';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MenuIcon, PlusIcon } from '@/components/ui/icons';
import { useSubmissionDialog } from '@/features/submission/hooks/use-submission-dialog';
import { useDataSource } from '@/lib/data-source-context';
import { useOutboxEdit } from '@/lib/outbox-edit';
import { BrandMark } from './brand-mark';

// Only the desktop app has an outbox; the web bundle never loads it.
const OutboxIndicator = lazy(async () => ({
  default: (await import('@/features/outbox/components/outbox-indicator')).OutboxIndicator,
}));
const CatalogueStatus = lazy(async () => ({
  default: (await import('@/features/outbox/components/catalogue-status')).CatalogueStatus,
}));
const DesktopNotices = lazy(async () => ({
  default: (await import('@/features/outbox/components/desktop-notices')).DesktopNotices,
}));

const NAV_LINKS = [
  { to: '/explore', label: 'Explore' },
  { to: { pathname: '/', hash: '#categories' }, label: 'Categories' },
  { to: '/about', label: 'About' },
] as const;

export function SiteHeader() {
  const { setOpen } = useSubmissionDialog();
  const { desktop } = useDataSource();
  const [menuOpen, setMenuOpen] = useState(false);
  const { setEditing } = useOutboxEdit();
  const navigate = useNavigate();
  // A rejected item goes back to the form it came from, filled in with what it held.
  const editInForm = (item: OutboxItem) => {
    setEditing(item);
    if (item.kind === 'submission') setOpen(true);
    else if (item.kind === 'contact') void navigate('/contact');
    else void navigate({ pathname: '/', hash: '#newsletter' });
  };
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label="Isolario home">
          <BrandMark />
          <span className="brand__name">Isolario</span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.label}>
                {typeof link.to === 'string' ? (
                  <NavLink to={link.to} className="site-nav__link" end>
                    {link.label}
                  </NavLink>
                ) : (
                  <Link to={link.to} className="site-nav__link">
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          {desktop ? (
            <Suspense fallback={null}>
              <CatalogueStatus desktop={desktop} />
              <OutboxIndicator desktop={desktop} onEdit={editInForm} />
            </Suspense>
          ) : null}
          <Button className="site-header__submit" onClick={() => setOpen(true)}>
            <PlusIcon />
            Submit Island
          </Button>
          <Button
            variant="ghost"
            className="site-header__menu-button"
            aria-label="Open menu"
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </Button>
        </div>
      </div>
      {desktop ? (
        <Suspense fallback={null}>
          <DesktopNotices desktop={desktop} />
        </Suspense>
      ) : null}
      <Dialog open={menuOpen} onOpenChange={setMenuOpen} title="Menu" variant="sheet">
        <nav aria-label="Mobile">
          <ul className="mobile-nav">
            {NAV_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="mobile-nav__link" onClick={() => setMenuOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Button
          className="mobile-nav__submit"
          onClick={() => {
            setMenuOpen(false);
            setOpen(true);
          }}
        >
          <PlusIcon />
          Submit Island
        </Button>
      </Dialog>
    </header>
  );
}
