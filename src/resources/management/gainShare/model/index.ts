export { gainShare } from './gainShare';
