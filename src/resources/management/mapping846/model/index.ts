import { mapping846 } from './mapping846';

export { mapping846 };

// After ship_customer and material, which it references.
export const mapping846Resources = [mapping846];
