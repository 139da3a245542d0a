import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { CustomScreenPage } from './CustomScreenPage';
import type { CustomScreen } from '../modules/types';

/** The <CustomRoutes> blocks for <Admin>: one with the layout, one without. */
export function customScreenRoutes(screens: CustomScreen[]) {
  const routes = (noLayout: boolean) =>
    screens
      .filter((s) => Boolean(s.noLayout) === noLayout)
      // Keyed by path: every route renders its element at the same place, so without a key a move from
      // one screen to another kept the leaving screen mounted under the new route for a render (its
      // queries fired with the new route's empty parameters).
      .map((s) => <Route key={s.path} path={s.path} element={<CustomScreenPage key={s.path} screen={s} />} />);
  return [
    <CustomRoutes key="layout">{routes(false)}</CustomRoutes>,
    <CustomRoutes key="no-layout" noLayout>
      {routes(true)}
    </CustomRoutes>,
  ];
}
