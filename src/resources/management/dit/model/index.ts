export { dit } from './dit';
