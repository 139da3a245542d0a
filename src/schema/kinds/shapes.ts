// What shape of raw value a kind's rule can read. yup coerces before it checks: a string rule calls the
// value's own `toString`, a number rule its `valueOf`, so a JSON object such as {"toString": 1} in a
// text field threw a TypeError (a 500) instead of failing validation. Values of the wrong shape are
// refused before any rule runs, with the field's own message.
import type { MessageKey } from '../messages';

/**
 * `value`: one string, number, boolean or Date (every scalar kind); `values`: such a value or a list
 * of them (multiReference: "1,2" or [1, 2]); `file`: an object of such values (a file description);
 * `any`: whatever JSON holds (json).
 */
export type ValueShape = 'value' | 'values' | 'file' | 'any';

const isOneValue = (raw: unknown) => raw === null || raw === undefined || typeof raw !== 'object' || raw instanceof Date;

/** A raw value as text for messages and comparisons: '' for null, undefined, objects and lists (never their own toString). */
export const valueText = (raw: unknown): string => (raw === null || raw === undefined || !isOneValue(raw) ? '' : String(raw));

const isPlainObject = (raw: unknown): raw is Record<string, unknown> => typeof raw === 'object' && raw !== null && !Array.isArray(raw) && !(raw instanceof Date);

/** Whether the rule of a kind with this shape may read `raw`. */
export function fitsShape(shape: ValueShape, raw: unknown): boolean {
  switch (shape) {
    case 'value':
      return isOneValue(raw);
    case 'values':
      return isOneValue(raw) || (Array.isArray(raw) && raw.every(isOneValue));
    case 'file':
      // Not an object at all is the rule's own type error; an object's values are read as scalars.
      return !isPlainObject(raw) ? !Array.isArray(raw) : Object.values(raw).every(isOneValue);
    case 'any':
      return true;
  }
}

/** The message a value of the wrong shape gets. */
export const SHAPE_MESSAGES: Record<Exclude<ValueShape, 'any'>, MessageKey> = { value: 'oneValue', values: 'valueList', file: 'fileShape' };
