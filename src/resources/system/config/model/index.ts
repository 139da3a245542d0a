export { systemConfig } from './systemConfig';
