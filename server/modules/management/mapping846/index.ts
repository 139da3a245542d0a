import { defineServerModule } from '../../types';
import { seedMapping846 } from './seed';

/** 846 mapping: customers' EDI 846 part numbers and locations read as our materials and plants (generic read-only calls). */
export default defineServerModule({
  name: 'management/mapping846',
  demoGrants: { OP: ['manage-846-mapping'] },
  seed: seedMapping846,
});
