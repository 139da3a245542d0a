export { limitation } from './limitation';
