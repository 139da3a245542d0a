import { defineModule } from '../../types';
import { priceDraftMessages } from './messages';

/** Price drafts: declared (list, lines, finish, two audit levels); the import is a list action. */
export default defineModule({ name: 'management/priceDraft', messages: [priceDraftMessages] });
