// A permission's words for people: the generated catalogue (src/i18n/permissions.ts), else the code
// itself (a permission added by hand after the spec; the label test lists any the spec knows).
import { labelIn } from '../schema/messages';
import type { Locale } from '../schema/types';
import { PERMISSION_LABELS } from './permissions';

export const permissionLabel = (name: string, locale: Locale | string): string => {
  const label = PERMISSION_LABELS[name];
  return label ? labelIn(label, locale) : name;
};
