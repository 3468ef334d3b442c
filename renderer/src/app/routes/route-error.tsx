import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { CompassIcon } from '@/components/ui/icons';
import { useOnline } from '@/lib/use-online';
import { usePageMeta } from '@/lib/use-page-meta';

export const ROUTE_ERROR_TEXT = {
  title: 'This page could not be loaded',
  offline:
    'You seem to be offline, and this page’s code has not been fetched yet. It loads when the connection is back.',
  failed: 'Something went wrong while showing this page. Trying again usually helps.',
  retry: 'Try again',
} as const;

/**
 * In place of a page that failed to load or render, inside the site's header and footer: most
 * often a page's code asked for while offline. Back online, it reloads by itself.
 */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  usePageMeta(ROUTE_ERROR_TEXT.title, ROUTE_ERROR_TEXT.failed);
  useEffect(() => {
    console.error('A page could not be shown', error);
  }, [error]);
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <div className="container not-found" role="alert">
      <CompassIcon className="not-found__icon" />
      <h1 className="not-found__title">{ROUTE_ERROR_TEXT.title}</h1>
      <p className="not-found__text">{online ? ROUTE_ERROR_TEXT.failed : ROUTE_ERROR_TEXT.offline}</p>
      <div className="not-found__actions">
        <button type="button" className={buttonClass('primary', 'lg')} onClick={() => window.location.reload()}>
          {ROUTE_ERROR_TEXT.retry}
        </button>
        <Link to="/" className={buttonClass('outline', 'lg')}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
