// The input classes that once answered 500 (issue 9), and fast-check arbitraries that mix them with
// random strings, numbers and shapes. Query values are JS strings (encoded by the plan); body values
// are JSON values.
import fc from 'fast-check';
import type { Field } from '../../../src/schema';

/** Names every object inherits: looking them up on a plain object finds something. */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];

export const NUL_TEXT = ['\u0000', 'a\u0000b', 'x\u0000'];
/** Beyond int4, int8, the safe integers or whole numbers at all. */
export const BAD_NUMBER_TEXT = ['99999999999999999999', '9223372036854775808', '9007199254740993', '2147483648', '1e20', '1e400', '-1e20', '1.5', '-1', '0', 'Infinity', 'NaN', '0x10', ' 7 '];
export const BAD_NUMBERS = [1e20, -1e20, 1e308, 2 ** 63, 2147483648, 2 ** 53 + 2, 1.5, -1, 0, 1e-9];
/** Accepted by JavaScript's Date, refused (or misread) by PostgreSQL, or no date at all. */
export const BAD_DATES = ['1', '0', '20', '0000-01-01', '99999-12-31', '2024-02-30', '2024-13-01', '-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z', '2024-01-01T25:00', 'Tue Jan 01 2024', 'May 2024', '2024-01-01T00:00:00+99:00', '1e20'];
export const ODD_TEXT = ['', ' ', '\uFFFF', '💥🚀', '\u202Eevil', "'; drop table users; --", '%', '_', '\\', '"', 'x'.repeat(5000)];
/** Raw, already percent-encoded query pieces: invalid UTF-8, an encoded NUL. */
export const RAW_QUERY_VALUES = ['%00', '%FF', '%ED%A0%80', '%C0%80', '%', '%%', '%zz'];
export const PATH_IDS = ['99999999999999999999', '9223372036854775808', '9223372036854775807', '1e20', '1.5', '-1', '0', '%00', '__proto__', 'constructor', 'x', '%FF', '0x1F', '987654321'];

/**
 * Objects and lists carrying the keys coercion calls (issue 22: String({"toString": 1}) throws, and
 * yup's coercion called them on 65 of 76 declarations). Every one-value field receives each.
 */
export const OWN_KEY_OBJECTS: unknown[] = [{ toString: 1 }, { valueOf: 1 }, { toString: 'x', valueOf: 'y' }, [{ toString: 1 }], { toString: {}, valueOf: [] }];

/** Levels of nesting far beyond any bound (a recursive walk or JSON.stringify overflowed the stack at 10,000). */
export const DEEP_LEVELS = 10_000;
/** A JSON body holding one array nested `levels` deep, as raw text (building it as a value would nest as deep). */
export const deepBody = (levels = DEEP_LEVELS) => `{"items":${'['.repeat(levels)}${']'.repeat(levels)}}`;

/** Query values of every class, for any parameter. */
export const HOSTILE_QUERY_VALUES = [...NUL_TEXT, ...BAD_NUMBER_TEXT, ...BAD_DATES, ...PROTOTYPE_NAMES, ...ODD_TEXT.slice(0, 6)];

/** Hostile JSON values for a declared field, by its kind (what its column could refuse). */
export function hostileBodyValues(field: Field): unknown[] {
  switch (field.kind) {
    case 'text':
    case 'enum':
      return [...NUL_TEXT, '\uD800', 123, true, { a: 1 }, ['a']];
    case 'integer':
    case 'reference':
    case 'decimal':
    case 'money':
      return [...BAD_NUMBERS, ...BAD_NUMBER_TEXT.slice(0, 6), '1e20', [1], { n: 1 }];
    case 'multiReference':
      return [[1e20], ['99999999999999999999'], [1.5], [-1], '1,99999999999999999999', [null], [{}], 'a\u0000'];
    case 'date':
    case 'datetime':
      return [...BAD_DATES, 1e20, -1, 0, true];
    case 'json':
      return [{ a: '\u0000' }, 'a\u0000', '{"a":"\\u0000"}', { '\u0000': 1 }, [1e308], '"\\ud800"'];
    case 'file':
      return [{ name: 'a\u0000', size: 1e20, type: '', key: 'k' }, { name: 'a', size: 1, type: 'x', key: '\u0000' }, 'x'];
    case 'boolean':
      return ['\u0000', 2, 'maybe', [true]];
  }
}

const nulString = fc.string({ unit: 'binary', maxLength: 20 }).map((s) => `${s}\u0000${s}`);
const hugeNumberText = fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String);

/** A query or path value: random text (NUL, unicode), huge numbers, dates, prototype names. */
export const queryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_QUERY_VALUES),
  fc.string({ unit: 'binary', maxLength: 30 }),
  nulString,
  hugeNumberText,
  fc.double().map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

/** A JSON value a body field might hold. */
export const bodyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { maxDepth: 2 },
    fc.constantFrom<unknown>(...BAD_NUMBERS, ...NUL_TEXT, ...BAD_DATES, ...PROTOTYPE_NAMES, null, true, false, ''),
    fc.string({ unit: 'binary', maxLength: 30 }),
    nulString,
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    hugeNumberText,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 3 }),
  ),
})).value;
