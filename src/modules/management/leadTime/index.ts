import { defineModule } from '../../types';
import { leadTimeMessages } from './messages';

/** Lead-time tasks: a declaration whose page adds the parts, the uploads, save and confirm. */
export default defineModule({
  name: 'management/leadTime',
  // Its words are used by a view of the generic show, which module screens' lazy messages do not reach.
  messages: [leadTimeMessages],
  views: { leadTimeShow: () => import('./screens/LeadTimeShow') },
});
