// SheetJS is large (about 400 kB): it is only ever loaded on demand, so the first page stays small.
// Every use goes through here; a static `import ... from 'xlsx'` would pull it into the main bundle.
export type SheetJs = typeof import('xlsx');

let loading: Promise<SheetJs> | undefined;

export function loadSheetJs(): Promise<SheetJs> {
  loading ??= import('xlsx').catch((e: unknown) => {
    loading = undefined; // a failed chunk load may succeed on the next try
    throw e;
  });
  return loading;
}
