import { createBrowserRouter, createHashRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { WEB_ROUTES } from '@core/web-routes';
import { RootLayout } from './layout/root-layout';
import { AboutRoute } from './routes/about';
import { ApiAccessRoute } from './routes/api-access';
import { CategoryRoute } from './routes/category';
import { ContactRoute } from './routes/contact';
import { CookiesRoute } from './routes/cookies';
import { ExploreRoute } from './routes/explore';
import { HomeRoute } from './routes/home';
import { IslandRoute } from './routes/island';
import { NotFoundRoute } from './routes/not-found';
import { PrivacyRoute } from './routes/privacy';
import { TermsRoute } from './routes/terms';
import { TravelGuidesRoute } from './routes/travel-guides';

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: WEB_ROUTES.home, element: <HomeRoute /> },
      { path: WEB_ROUTES.explore, element: <ExploreRoute /> },
      { path: WEB_ROUTES.about, element: <AboutRoute /> },
      { path: WEB_ROUTES.contact, element: <ContactRoute /> },
      { path: WEB_ROUTES.category, element: <CategoryRoute /> },
      { path: WEB_ROUTES.travelGuides, element: <TravelGuidesRoute /> },
      { path: WEB_ROUTES.apiAccess, element: <ApiAccessRoute /> },
      { path: WEB_ROUTES.privacy, element: <PrivacyRoute /> },
      { path: WEB_ROUTES.terms, element: <TermsRoute /> },
      { path: WEB_ROUTES.cookies, element: <CookiesRoute /> },
      { path: WEB_ROUTES.island, element: <IslandRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export type RouterKind = 'browser' | 'hash';

/** The web build uses real paths; the desktop build loads a file and routes in the hash. */
export function createAppRouter(kind: RouterKind) {
  return kind === 'hash' ? createHashRouter(appRoutes) : createBrowserRouter(appRoutes);
}
