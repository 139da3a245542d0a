import { maxout } from './maxout';

export const maxoutResources = [maxout];
