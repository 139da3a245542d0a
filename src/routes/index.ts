export { buildRouteTable, customRoutes, routeTable, toSpecPath } from './table';
export { isMenuVisible } from './menuVisibility';
export type { RouteEntry } from './types';
