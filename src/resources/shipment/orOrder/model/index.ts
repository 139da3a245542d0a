import { myOrOrder, orOrder } from './orOrder';

export const orOrderResources = [orOrder, myOrOrder];
