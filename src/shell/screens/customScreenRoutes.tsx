import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { CustomScreenPage } from './CustomScreenPage';
import type { CustomScreen } from '../modules/types';

/** The <CustomRoutes> blocks for <Admin>: one with the layout, one without. */
export function customScreenRoutes(screens: CustomScreen[]) {
  const routes = (noLayout: boolean) =>
    screens
      .filter((s) => Boolean(s.noLayout) === noLayout)
      .map((s) => <Route key={s.path} path={s.path} element={<CustomScreenPage screen={s} />} />);
  return [
    <CustomRoutes key="layout">{routes(false)}</CustomRoutes>,
    <CustomRoutes key="no-layout" noLayout>
      {routes(true)}
    </CustomRoutes>,
  ];
}
