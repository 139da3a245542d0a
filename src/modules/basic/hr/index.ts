import { defineModule } from '../../types';
import { ratioGridMessages } from './ratioGrid/messages';
import { ratioGridScreen } from './ratioGrid/screens';

/** HR master data: account settings, ranks, vendor types and the vendor ratios with their audit. */
export default defineModule({ name: 'basic/hr', screens: [ratioGridScreen], messages: [ratioGridMessages] });
