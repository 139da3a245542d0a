import { defineServerModule } from '../../types';
import { registerArImport } from './arImport';
import { registerCustomerLookups } from './lookups';

/** Customer master data's calls beyond CRUD: the user's BGs, the end-customer lookups, the AR import. */
export default defineServerModule({
  name: 'basic/customer',
  register: (app, ctx) => {
    registerCustomerLookups(app, ctx);
    registerArImport(app, ctx);
  },
});
