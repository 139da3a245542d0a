import { defineModule } from '../../../registry/types';
import { homeMessages } from './messages';
import { homeScreen } from './screens';

/** The start page: counters, recent screens, shortcuts. */
export default defineModule({ name: 'home/home', screens: [homeScreen], messages: [homeMessages] });
