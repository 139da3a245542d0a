import * as yup from 'yup';
import { message } from '../messages';
import { jsonStorable } from '../storable';
import type { FileField } from '../types';
import type { KindModule } from './types';

/**
 * A stored file is described by JSON metadata ({name, size, type, key}); the bytes are uploaded
 * with the multipart request and kept by the server. The rule checks the description only.
 */
export const file: KindModule<FileField> = {
  kind: 'file',
  column: () => ({ type: 'jsonb' }),
  defaultFilters: [],
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
};
