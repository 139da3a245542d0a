export { buildRouteTable, toSpecPath } from './table';
export { matchRoute, parentChain, type RouteMatch } from './match';
export { isMenuVisible } from './menuVisibility';
export { menuGroupKey, menuSectionKey, screenLabelOf } from './labels';
export type { RouteEntry } from './types';
