export { prepaid } from './prepaid';
