import * as yup from 'yup';
import { message } from '../messages';
import { jsonStorable } from '../storable';
import type { FileField } from '../types';
import type { KindModule } from './types';
import { asIs, never } from './cellRules';
import { DEFAULT_FILTERS } from './filters';

/**
 * A stored file is described by JSON metadata ({name, size, type, key}); the bytes are uploaded
 * with the multipart request and kept by the server. The rule checks the description only.
 */
export const file: KindModule<FileField> = {
  kind: 'file',
  shape: 'file',
  column: () => ({ type: 'jsonb' }),
  defaultFilters: DEFAULT_FILTERS.file,
  rule: (_field, ctx): yup.Schema =>
    yup
      .object({ name: yup.string().required(), size: yup.number().required(), type: yup.string().defined(), key: yup.string().required() })
      .default(undefined)
      .nullable()
      // Stored as jsonb, which refuses a NUL in any string.
      .test('storable', message(ctx.locale, 'nul', { label: ctx.label }), (v) => v === null || v === undefined || jsonStorable(v)) as unknown as yup.Schema,
  parseFilter: () => {
    throw new Error('file fields are not filterable');
  },
  sortable: false,
  cellKey: false,
  // The file's name: the bytes are not in the sheet (and file columns are not imported).
  exportCell: () => (value) => (typeof value === 'object' && value !== null && 'name' in value ? String(value.name) : String(value)),
  importCell: () => asIs,
  fastAccept: () => never,
  openApi: () => ({ type: 'string', format: 'binary' }),
};
