import { directFile } from './directFile';

export const directFileResources = [directFile];
