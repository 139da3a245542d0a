// Words of a screen or module in both languages, checked by the type checker: the zh-CN tree must
// have exactly the en-US tree's keys (a missing or extra key fails `tsc`), with text at every leaf.
// The unit test still checks what types cannot: the placeholders each language uses.
import type { Locale } from '../schema/types';

/** The same keys as T, nested the same way, any text at the leaves. */
export type Twin<T> = { [K in keyof T]: T[K] extends string ? string : Twin<T[K]> };

/** A module's words: en-US gives the keys, zh-CN must have the same ones. */
export type Words<T extends object = object> = { 'en-US': T; 'zh-CN': Twin<T> } & Record<Locale, object>;

/** Declares a module's words; the en-US tree is the reference the zh-CN tree is checked against. */
export const defineWords = <T extends object>(words: { 'en-US': T; 'zh-CN': NoInfer<Twin<T>> }): Words<T> => words;
