import * as yup from 'yup';
import { labelIn, message } from '../messages';
import type { EnumField } from '../types';
import type { KindModule } from './types';
import { never, textCell } from './cellRules';
import { DEFAULT_FILTERS } from './filters';

export const enumKind: KindModule<EnumField> = {
  kind: 'enum',
  shape: 'value',
  column: () => ({ type: 'text' }),
  defaultFilters: DEFAULT_FILTERS.enum,
  rule: (field, ctx) => {
    const values = field.options.map((o) => o.value);
    const shown = field.options.map((o) => (labelIn(o.label, ctx.locale))).join(', ');
    return yup
      .string()
      .transform((_v: unknown, original: unknown) => (original === '' || original === undefined || original === null ? null : String(original)))
      .nullable()
      .oneOf([...values, null], message(ctx.locale, 'oneOf', { label: ctx.label, values: shown }));
  },
  parseFilter: (field, raw) => {
    if (!field.options.some((o) => o.value === raw)) throw new Error('not an option');
    return raw;
  },
  sortable: true,
  cellKey: true,
  exportCell: () => textCell,
  // A file may say "Active", "启用" or "active": labels in either language, then values.
  importCell: (field) => {
    const values = new Map<string, string>();
    for (const option of field.options) for (const text of [option.label.en, option.label.zh]) values.set(text.trim().toLowerCase(), option.value);
    for (const option of field.options) values.set(option.value.toLowerCase(), option.value);
    return (cell) => values.get(String(cell).toLowerCase()) ?? String(cell);
  },
  fastAccept: () => never,
  openApi: (field) => ({ type: 'string', enum: field.options.map((o) => o.value) }),
};
