import { sa } from './sa';
import { saDraft } from './saDraft';

export { sa, saDraft };
export const saResources = [sa, saDraft];
