import { defineServerModule } from '../../types';
import { registerQbrBaseRoutes } from './baseRoutes';
import { seedQbr } from './seed';

/** QBR commitments: generic routes from the declaration, plus the spec's PUT/DELETE on the base path. */
export default defineServerModule({
  name: 'management/qbr',
  demoGrants: { OP: ['manage-qbr'] },
  register: registerQbrBaseRoutes,
  seed: seedQbr,
});
