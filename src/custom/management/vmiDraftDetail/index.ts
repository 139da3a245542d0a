import { defineModule } from '../../../registry/types';
import { draftDetailScreens } from './screens';

/** The spec's parameterless detail paths of the VMI drafts: they open the draft's page. */
export default defineModule({ name: 'management/vmiDraftDetail', screens: draftDetailScreens, loadMessages: () => Promise.all([import('../../../resources/management/vmi/actions/actionMessages'), import('../../../resources/management/vmi/messages')]).then(([m0, m1]) => [m0.vmiActionMessages, m1.vmiMessages]) });
