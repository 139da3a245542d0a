// A permission's words for people: the generated catalogue of the spec's permissions
// (src/i18n/permissions.ts), else a module's own permission's words from its folder
// (src/resources/<area>/<module>/permissions.ts, registered by the composition root), else the code.
import { labelIn } from '../schema/messages';
import type { Label, Locale } from '../schema/types';
import { PERMISSION_LABELS } from './permissions';

/** A module's own permissions (those the spec does not have), in both languages. */
export const definePermissionWords = (words: Record<string, Label>): Record<string, Label> => words;

const moduleWords = new Map<string, Label>();

/** Adds the modules' own permissions' words (src/registry, once); a spec permission keeps the catalogue's. */
export function registerPermissionWords(words: Record<string, Label>): void {
  for (const [name, label] of Object.entries(words)) {
    if (PERMISSION_LABELS[name]) throw new Error(`permission "${name}" is the spec's: its words are the catalogue's`);
    moduleWords.set(name, label);
  }
}

export const permissionWords = (name: string): Label | undefined => PERMISSION_LABELS[name] ?? moduleWords.get(name);

export const permissionLabel = (name: string, locale: Locale | string): string => {
  const label = permissionWords(name);
  return label ? labelIn(label, locale) : name;
};
