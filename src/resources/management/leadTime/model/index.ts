import type { ResourceDeclaration } from '../../../../schema';
import { leadtimeTask } from './leadtimeTask';

export { leadtimeTask };

// After material, which the task's parts reference.
export const leadTimeResources: ResourceDeclaration[] = [leadtimeTask];
