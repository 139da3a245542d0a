export { ExportMenuButton } from './ExportMenuButton';
export { ImportButton } from './ImportButton';
