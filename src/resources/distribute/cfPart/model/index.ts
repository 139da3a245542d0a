import { cfPart } from './cfPart';

export { cfPart };
/** After sa, which a part references. */
export const cfPartResources = [cfPart];
