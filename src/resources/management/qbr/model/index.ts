export { qbr } from './qbr';
