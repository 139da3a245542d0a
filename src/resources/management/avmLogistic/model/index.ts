import { avmLogistic } from './avmLogistic';

export { avmLogistic };

// After bg, which its allocations reference.
export const avmLogisticResources = [avmLogistic];
