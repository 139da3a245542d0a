import { materialReport } from './materialReport';

export { materialReport };
/** After material, its source. */
export const materialInfoResources = [materialReport];
