// Basic data -> SLOC, in dependency order (sloc references entity and ship_customer of basic/customer).
import type { ResourceDeclaration } from '../../../../schema';
import { orSloc } from './orSloc';
import { sloc } from './sloc';

export { orSloc, sloc };

export const slocResources: ResourceDeclaration[] = [sloc, orSloc];
