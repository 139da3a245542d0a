export { functionBlock } from './functionBlock';
