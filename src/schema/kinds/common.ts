import * as yup from 'yup';
import { message } from '../messages';
import { fitsNumeric, integerDigits, MAX_WHOLE } from '../storable';
import type { RuleContext } from './types';

/** Empty strings from forms and multipart bodies mean "no value". */
export const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === undefined ? null : value;

/** A number for a column: `scale` means numeric(20, scale), whose digits before the point are checked too. */
export function numberRule(ctx: RuleContext, opts: { min?: number; max?: number; integer?: boolean; scale?: number }) {
  const args = { label: ctx.label };
  let rule = yup
    .number()
    .transform((value: number, original: unknown) => {
      if (original === '' || original === undefined || original === null) return null;
      if (typeof original === 'string') {
        // Clerks paste "1,234.50" or "1 234"; the spec strips commas and spaces.
        const cleaned = original.replace(/[,\s]/g, '');
        return cleaned === '' ? null : Number(cleaned);
      }
      return value;
    })
    .nullable()
    .typeError(message(ctx.locale, 'number', args));
  if (opts.integer) rule = rule.integer(message(ctx.locale, 'integer', args));
  if (opts.min !== undefined) rule = rule.min(opts.min, message(ctx.locale, 'min', { ...args, min: opts.min }));
  if (opts.max !== undefined) rule = rule.max(opts.max, message(ctx.locale, 'max', { ...args, max: opts.max }));
  if (opts.scale !== undefined) {
    const scale = opts.scale;
    rule = rule.test('digits', message(ctx.locale, 'digits', { ...args, digits: integerDigits(scale) }), (v) => v === null || v === undefined || fitsNumeric(v, scale));
    rule = rule.test('scale', message(ctx.locale, 'scale', { ...args, scale }), (v) => {
      if (v === null || v === undefined) return true;
      const [, frac = ''] = String(v).split('.');
      return !/e/i.test(String(v)) && frac.length <= scale;
    });
  }
  return rule;
}

export const numberFilter = (raw: string) => {
  const n = Number(raw.replace(/[,\s]/g, ''));
  if (!Number.isFinite(n)) throw new Error('not a number');
  return n;
};

/** A bigint column's filter value: a whole number JavaScript holds exactly. */
export const wholeFilter = (raw: string) => {
  const n = numberFilter(raw);
  if (!Number.isSafeInteger(n)) throw new Error(`must be a whole number from ${-MAX_WHOLE} to ${MAX_WHOLE}`);
  return n;
};
