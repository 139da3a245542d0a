export { schedule } from './schedule';
