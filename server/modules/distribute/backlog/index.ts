import { defineServerModule } from '../../types';
import { seedBacklogs } from './seed';

/** Backlog uploads: open customer-order demand assigned to forecast items (tables: distribute/forecast). */
export default defineServerModule({
  name: 'distribute/backlog',
  after: ['distribute/forecast'],
  seed: seedBacklogs,
});
