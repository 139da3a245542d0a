import { defineModule } from '../../../registry/types';
import { accountMessages } from './messages';
import { accountScreens } from './screens';

/** Sign-in callback, registration and password recovery: the screens open without signing in. */
export default defineModule({ name: 'account/account', screens: accountScreens, messages: [accountMessages] });
