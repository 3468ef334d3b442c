import { createBrowserRouter, createHashRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { WEB_ROUTES } from '@core/site/web-routes';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

// Home (the page most visits start on) and the not-found page ship in the main bundle; every
// other page loads on demand, so the first page carries only its own code.
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Before a lazy first page has loaded (the desktop app, a page the server did not render): nothing yet.
    HydrateFallback: () => null,
    children: [
      {
        // A page whose code cannot be fetched (offline) or that throws shows in the layout, not
        // in place of the whole site.
        errorElement: <RouteError />,
        children: [
          { path: WEB_ROUTES.home, element: <HomeRoute /> },
          {
            path: WEB_ROUTES.explore,
            lazy: async () => ({ Component: (await import('./routes/explore')).ExploreRoute }),
          },
          {
            path: WEB_ROUTES.remotest,
            lazy: async () => ({ Component: (await import('./routes/remotest')).RemotestRoute }),
          },
          { path: WEB_ROUTES.about, lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }) },
          {
            path: WEB_ROUTES.contact,
            lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
          },
          {
            path: WEB_ROUTES.category,
            lazy: async () => ({ Component: (await import('./routes/category')).CategoryRoute }),
          },
          {
            path: WEB_ROUTES.travelGuides,
            lazy: async () => ({ Component: (await import('./routes/travel-guides')).TravelGuidesRoute }),
          },
          {
            path: WEB_ROUTES.apiAccess,
            lazy: async () => ({ Component: (await import('./routes/api-access')).ApiAccessRoute }),
          },
          {
            path: WEB_ROUTES.apiReference,
            lazy: async () => ({ Component: (await import('./routes/api-reference')).ApiReferenceRoute }),
          },
          {
            path: WEB_ROUTES.privacy,
            lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyRoute }),
          },
          { path: WEB_ROUTES.terms, lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }) },
          {
            path: WEB_ROUTES.cookies,
            lazy: async () => ({ Component: (await import('./routes/cookies')).CookiesRoute }),
          },
          {
            path: WEB_ROUTES.newsletterConfirm,
            lazy: async () => ({ Component: (await import('./routes/newsletter-confirm')).NewsletterConfirmRoute }),
          },
          { path: WEB_ROUTES.island, lazy: async () => ({ Component: (await import('./routes/island')).IslandRoute }) },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export type RouterKind = 'browser' | 'hash';

/** The web build uses real paths; the desktop build loads a file and routes in the hash. */
export function createAppRouter(kind: RouterKind) {
  return kind === 'hash' ? createHashRouter(appRoutes) : createBrowserRouter(appRoutes);
}

/**
 * Loads the lazy routes the current address renders, before hydration: the router must render
 * the server's page in its first pass, not a blank while the page's code arrives.
 */
export async function loadRoutesFor(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
