import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { useSubmissionDialog } from '@/features/submission/hooks/use-submission-dialog';
import { getStatisticsQueryOptions } from '@/features/statistics/api/get-statistics';
import { reportPageView } from '@/lib/analytics';
import { useDataSource } from '@/lib/data-source-context';
import { useRuntimeConfig } from '../runtime-config';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const SUBMIT_ISLAND_HASH = '#submit-island';

// The dialog (its form, steps and schemas) loads the first time someone opens it.
const SubmissionDialog = lazy(async () => ({
  default: (await import('@/features/submission/components/submission-dialog')).SubmissionDialog,
}));

/**
 * Every route change reports its path, when an analytics endpoint is configured. A change of
 * the query alone (Explore's filters, its search box) stays on the same page and is not a view.
 */
function usePageViews() {
  const { pathname } = useLocation();
  const { analyticsUrl } = useRuntimeConfig();
  const lastReported = useRef<string>(undefined);
  useEffect(() => {
    if (!analyticsUrl || lastReported.current === pathname) return;
    lastReported.current = pathname;
    reportPageView(analyticsUrl, pathname);
  }, [analyticsUrl, pathname]);
}

/** /#submit-island (the footer's link) opens the dialog, then leaves the URL clean. */
function useSubmitIslandHash() {
  const location = useLocation();
  const navigate = useNavigate();
  const { setOpen } = useSubmissionDialog();
  useEffect(() => {
    if (location.hash !== SUBMIT_ISLAND_HASH) return;
    setOpen(true);
    void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate, setOpen]);
}

/**
 * After an in-app navigation, focus moves to the main region so screen readers start reading the
 * new page there (not on the first load, and not for in-page anchors like /#categories).
 */
function useFocusMainOnNavigation() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return;
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

export function RootLayout() {
  usePageViews();
  useSubmitIslandHash();
  useFocusMainOnNavigation();
  const queryClient = useQueryClient();
  const dataSource = useDataSource();
  const { open: submissionOpen } = useSubmissionDialog();
  const [submissionLoaded, setSubmissionLoaded] = useState(false);
  if (submissionOpen && !submissionLoaded) setSubmissionLoaded(true);
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {submissionLoaded ? (
        <Suspense fallback={null}>
          <SubmissionDialog
            onSubmitted={() =>
              void queryClient.invalidateQueries({ queryKey: getStatisticsQueryOptions(dataSource).queryKey })
            }
          />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </>
  );
}
