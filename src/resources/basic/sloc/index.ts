import { defineModule } from '../../../registry/types';
import { slocMessages } from './messages';

/** Storage locations and the materials each holds (the SLOC list's inventories action). */
export default defineModule({ name: 'basic/sloc', messages: [slocMessages] });
