import type { ResourceDeclaration } from '../../../../schema';
import { rmaTask } from './rmaTask';

export { rmaTask };

// After ship_customer, manufacturer and material, which a task references.
export const rmaResources: ResourceDeclaration[] = [rmaTask];
