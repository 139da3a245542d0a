export { buildRouteTable, customRoutes, routeTable, toSpecPath } from './table';
export { matchRoute, parentChain, type RouteMatch } from './match';
export { isMenuVisible } from './menuVisibility';
export type { RouteEntry } from './types';
