// The server's one way to declare words in both languages: `defineWords({ 'en-US': …, 'zh-CN': … })`
// gives a lookup `(locale, key, ...args)`. The zh-CN catalogue must have exactly the en-US keys
// (tsc fails on a missing or extra one) and each function the en-US arguments. An entry is a
// function of its arguments or a text with %{name} placeholders filled from one object of values.
import type { Locale } from '../../src/schema';

type Entry = string | ((...args: never[]) => unknown);

/** The zh-CN catalogue's shape: the same keys; a text for a text, the same function for a function. */
export type Twin<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };

type Values = Record<string, string | number>;
/** A function's own arguments (none may be passed as `undefined`); a text's placeholder values. */
type Args<E> = E extends (...args: infer P) => unknown ? (P extends [] ? [none?: undefined] : P) : [values?: Values];
type Out<E> = E extends (...args: never[]) => infer R ? R : string;

/** Fills %{name} placeholders; one without a value stays as written, so the gap shows. */
export const fill = (text: string, values: Values = {}): string =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export function defineWords<T extends Record<string, Entry>>(words: { 'en-US': T; 'zh-CN': NoInfer<Twin<T>> }) {
  return <K extends keyof T>(locale: Locale | string, key: K, ...args: Args<T[K]>): Out<T[K]> => {
    const entry = (locale === 'zh-CN' ? words['zh-CN'] : words['en-US'])[key] as Entry;
    if (typeof entry === 'string') return fill(entry, args[0] as Values | undefined) as Out<T[K]>;
    return (entry as (...a: unknown[]) => unknown)(...args) as Out<T[K]>;
  };
}
