import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../ui/page-loader.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { HomeLayout } from './layouts/home-layout.tsx';
import { LoginLayout } from './layouts/login-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteGuard } from './route-guard.tsx';
import { ALL_ROUTES, type AppRoute, type LayoutName } from './routes.ts';

/** What a matched route tells the layouts (read with `useMatches`). */
export interface RouteHandle {
  scrollToTop: boolean;
}

const LAYOUTS: Record<LayoutName, ComponentType> = {
  home: HomeLayout,
  login: LoginLayout,
  main: MainLayout,
  default: DefaultLayout,
};

function toRouteObject(route: AppRoute): RouteObject {
  const Page = route.page;
  const handle: RouteHandle = { scrollToTop: route.scrollToTop ?? true };
  return {
    path: route.path,
    handle,
    element: (
      <RouteGuard access={route.access}>
        <Suspense fallback={<PageLoader />}>
          <Page />
        </Suspense>
      </RouteGuard>
    ),
  };
}

/** The route table grouped under its layouts, below the root layout; unknown paths → 404. */
export function buildRouteObjects(routes: readonly AppRoute[] = ALL_ROUTES): RouteObject[] {
  const layoutRoutes = (Object.keys(LAYOUTS) as LayoutName[]).map((name): RouteObject => {
    const Layout = LAYOUTS[name];
    const children = routes.filter((route) => route.layout === name).map(toRouteObject);
    if (name === 'main') children.push({ path: '*', element: <NotFoundPage /> });
    return { element: <Layout />, children };
  });
  return [{ element: <RootLayout />, children: layoutRoutes }];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects(ALL_ROUTES));
}
