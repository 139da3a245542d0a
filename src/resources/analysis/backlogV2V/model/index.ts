import { backlogV2V } from './backlogV2V';

export { backlogV2V };
export const backlogV2VResources = [backlogV2V];
