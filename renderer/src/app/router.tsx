import { createBrowserRouter, createHashRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { WEB_ROUTES } from '@core/web-routes';
import { RootLayout } from './layout/root-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

// Home (the page most visits start on) and the not-found page ship in the main bundle; every
// other page loads on demand, so the first page carries only its own code.
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: WEB_ROUTES.home, element: <HomeRoute /> },
      { path: WEB_ROUTES.explore, lazy: async () => ({ Component: (await import('./routes/explore')).ExploreRoute }) },
      { path: WEB_ROUTES.about, lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }) },
      { path: WEB_ROUTES.contact, lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }) },
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
      { path: WEB_ROUTES.privacy, lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyRoute }) },
      { path: WEB_ROUTES.terms, lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }) },
      { path: WEB_ROUTES.cookies, lazy: async () => ({ Component: (await import('./routes/cookies')).CookiesRoute }) },
      { path: WEB_ROUTES.island, lazy: async () => ({ Component: (await import('./routes/island')).IslandRoute }) },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export type RouterKind = 'browser' | 'hash';

/** The web build uses real paths; the desktop build loads a file and routes in the hash. */
export function createAppRouter(kind: RouterKind) {
  return kind === 'hash' ? createHashRouter(appRoutes) : createBrowserRouter(appRoutes);
}
