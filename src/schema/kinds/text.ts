import * as yup from 'yup';
import { truncateUtf8, utf8Length } from '../bytes';
import { labelIn, message } from '../messages';
import { holdsNul } from '../storable';
import type { TextField } from '../types';
import { never, textCell } from './cellRules';
import type { KindModule } from './types';
import { DEFAULT_FILTERS } from './filters';

const patterns = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  url: /^https?:\/\/\S+$/i,
  phone: /^\+?[0-9 ()-]{5,}$/,
};

export const text: KindModule<TextField> = {
  kind: 'text',
  shape: 'value',
  // A byte cap is enforced by the rule; the column stays `text` so caps can change without a migration.
  column: () => ({ type: 'text' }),
  defaultFilters: DEFAULT_FILTERS.text,
  rule(field, ctx) {
    const args = { label: ctx.label };
    let rule = yup
      .string()
      .transform((_value: unknown, original: unknown) => {
        if (original === undefined || original === null) return null;
        const s = String(original).trim();
        if (s === '') return null;
        return field.upperCase ? s.toUpperCase() : s;
      })
      .nullable()
      .test('nul', message(ctx.locale, 'nul', args), (v) => v === null || v === undefined || !holdsNul(v))
      .test('maxBytes', (v) => message(ctx.locale, 'maxBytes', { ...args, max: field.maxBytes, actual: utf8Length(String(v.value ?? '')) }), (v) =>
        v === null || v === undefined ? true : utf8Length(v) <= field.maxBytes,
      );
    if (field.minLength) rule = rule.min(field.minLength, message(ctx.locale, 'minLength', { ...args, min: field.minLength }));
    if (field.format) rule = rule.matches(patterns[field.format], { message: message(ctx.locale, field.format, args), excludeEmptyString: true });
    if (field.pattern) {
      const text = labelIn(field.pattern.message, ctx.locale);
      rule = rule.matches(new RegExp(field.pattern.source), { message: `${ctx.label}: ${text}`, excludeEmptyString: true });
    }
    return rule;
  },
  parseFilter: (_f, raw) => raw,
  sortable: true,
  cellKey: true,
  exportCell: () => textCell,
  // Imports cut text to its byte cap (the spec truncates imports where forms refuse).
  importCell: (field) => (cell) => truncateUtf8(String(cell), field.maxBytes),
  fastAccept(field) {
    // Formats (e-mail, URL, phone) are left to yup; a declared pattern is the same RegExp yup tests.
    if (field.format) return never;
    const { maxBytes, upperCase, minLength } = field;
    const pattern = field.pattern ? new RegExp(field.pattern.source) : undefined;
    return (raw) => {
      if (typeof raw !== 'string') return undefined;
      const trimmed = raw.trim();
      if (trimmed === '' || holdsNul(trimmed)) return undefined;
      const value = upperCase ? trimmed.toUpperCase() : trimmed;
      if (value.length * 3 > maxBytes && utf8Length(value) > maxBytes) return undefined;
      if ((minLength !== undefined && value.length < minLength) || (pattern && !pattern.test(value))) return undefined;
      return { value };
    };
  },
  openApi: () => ({ type: 'string' }),
};
