// Import and export are on unless a declaration says otherwise: `importExport: false` turns both
// off, `{ import: false }` only the import (the export stays on).
import type { ResourceDeclaration } from './types';

export interface ImportExportSwitches {
  import: boolean;
  export: boolean;
}

export function importExportOf(decl: Pick<ResourceDeclaration, 'importExport'>): ImportExportSwitches {
  const setting = decl.importExport;
  if (setting === false) return { import: false, export: false };
  return { import: setting?.import ?? true, export: setting?.export ?? true };
}
