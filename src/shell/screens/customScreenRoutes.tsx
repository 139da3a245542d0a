import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { CustomScreenPage } from './CustomScreenPage';
import { customScreens } from '../../registry';

/** The <CustomRoutes> blocks for <Admin>: one with the layout, one without. */
export function customScreenRoutes(screens = customScreens) {
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
