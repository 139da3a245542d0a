import * as yup from 'yup';
import { message } from '../messages';
import type { EnumField } from '../types';
import type { KindModule } from './types';

export const enumKind: KindModule<EnumField> = {
  kind: 'enum',
  column: () => ({ type: 'text' }),
  defaultFilters: ['eq', 'in'],
  rule: (field, ctx) => {
    const values = field.options.map((o) => o.value);
    const shown = field.options.map((o) => (ctx.locale === 'zh-CN' ? o.label.zh : o.label.en)).join(', ');
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
};
