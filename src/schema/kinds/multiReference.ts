import * as yup from 'yup';
import { message } from '../messages';
import { MAX_WHOLE } from '../storable';
import { wholeFilter } from './common';
import type { MultiReferenceField } from '../types';
import type { KindModule } from './types';
import { never } from './cellRules';
import { DEFAULT_FILTERS } from './filters';

/** Multipart bodies carry "1,2,3"; JSON bodies carry [1, 2, 3]. */
function toIds(raw: unknown): unknown {
  if (raw === undefined) return undefined;
  if (raw === null || raw === '') return [];
  const list = Array.isArray(raw) ? raw : String(raw).split(',');
  return list.map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v));
}

export const multiReference: KindModule<MultiReferenceField> = {
  kind: 'multiReference',
  shape: 'values',
  column: () => ({ type: 'bigint[]' }),
  defaultFilters: DEFAULT_FILTERS.multiReference,
  rule: (_field, ctx) => {
    const msg = message(ctx.locale, 'reference', { label: ctx.label });
    return yup
      .array()
      .transform((_v: unknown, original: unknown) => toIds(original))
      .of(yup.number().integer(msg).min(1, msg).max(MAX_WHOLE, msg).typeError(msg).required(msg))
      .typeError(msg);
  },
  // "Holds this id": a filter by one id matches records whose list contains it.
  parseFilter: (_f, raw) => wholeFilter(raw),
  sortable: false,
  cellKey: false,
  exportCell: (_field, referenceText) => {
    const reference = (v: unknown) => referenceText?.(v) ?? String(v);
    return (value, known) => (known !== null && known !== undefined ? String(known) : (Array.isArray(value) ? value : [value]).map(reference).join(', '));
  },
  // "KEY1, KEY2": the import resolves keys to ids in bulk.
  importCell: () => (cell) =>
    String(cell)
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  fastAccept: () => never,
  openApi: () => ({ type: 'array', items: { type: 'integer' } }),
};
