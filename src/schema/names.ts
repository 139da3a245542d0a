// Names derived from a declaration alone: pure, so generic code reads them without the registry.
import type { ResourceDeclaration } from './types';

/** react-admin's resource name for a declaration: its spec route without the leading slash,
 *  so the list lives exactly at the spec's path (e.g. /basic/customer/bgManagement). */
export const raName = (decl: Pick<ResourceDeclaration, 'route'>) => decl.route.replace(/^\//, '');
