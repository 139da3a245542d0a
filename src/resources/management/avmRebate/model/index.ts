import { avmRebateSetting } from './avmRebateSetting';

export { avmRebateSetting };

// After ship_customer and material, which it references.
export const avmRebateResources = [avmRebateSetting];
