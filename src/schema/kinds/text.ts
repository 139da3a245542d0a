import * as yup from 'yup';
import { utf8Length } from '../bytes';
import { message } from '../messages';
import { holdsNul } from '../storable';
import type { TextField } from '../types';
import type { KindModule } from './types';

const patterns = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  url: /^https?:\/\/\S+$/i,
  phone: /^\+?[0-9 ()-]{5,}$/,
};

export const text: KindModule<TextField> = {
  kind: 'text',
  // A byte cap is enforced by the rule; the column stays `text` so caps can change without a migration.
  column: () => ({ type: 'text' }),
  defaultFilters: ['like', 'eq'],
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
      const text = ctx.locale === 'zh-CN' ? field.pattern.message.zh : field.pattern.message.en;
      rule = rule.matches(new RegExp(field.pattern.source), { message: `${ctx.label}: ${text}`, excludeEmptyString: true });
    }
    return rule;
  },
  parseFilter: (_f, raw) => raw,
};
