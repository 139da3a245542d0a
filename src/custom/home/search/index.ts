import { defineModule } from '../../../registry/types';
import { searchMessages } from './messages';
import { searchScreen } from './screens';

/** The material search behind the header's search box. */
export default defineModule({ name: 'home/search', screens: [searchScreen], messages: [searchMessages] });
