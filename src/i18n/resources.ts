// react-admin's resource messages, built from the declarations so a label is written once:
// resources.<raName>.name ("singular |||| plural", react-admin passes smart_count) and
// resources.<raName>.fields.<field>, system columns included. The registry adds them when the
// declarations load (the first page has only the names: src/registry/nameMessages.ts).
import { raName } from '../schema/names';
import type { Label, Locale, ResourceDeclaration, SystemField } from '../schema/types';
import { labelIn } from '../schema';

export const SYSTEM_FIELD_LABELS: Record<SystemField, Label> = {
  id: { en: 'ID', zh: 'ID' },
  version: { en: 'Version', zh: '版本' },
  created_at: { en: 'Created', zh: '创建时间' },
  updated_at: { en: 'Updated', zh: '更新时间' },
  created_by: { en: 'Created by', zh: '创建人' },
  updated_by: { en: 'Updated by', zh: '更新人' },
};

export interface ResourceMessages {
  name: string;
  fields: Record<string, string>;
}


/** The name message: English has both forms; Chinese has one (polyglot uses one form for zh). */
function nameMessage(decl: ResourceDeclaration, locale: Locale): string {
  return locale === 'zh-CN' ? decl.label.zh : `${decl.recordLabel.en} |||| ${decl.label.en}`;
}

export function resourceMessagesOf(decl: ResourceDeclaration, locale: Locale): ResourceMessages {
  const fields: Record<string, string> = {};
  for (const [name, label] of Object.entries(SYSTEM_FIELD_LABELS)) fields[name] = labelIn(label, locale);
  for (const [name, field] of Object.entries(decl.fields)) fields[name] = labelIn(field.label, locale);
  return { name: nameMessage(decl, locale), fields };
}

/** The messages of the given declarations (none by default: the registry passes them once they load). */
export function resourceMessages(locale: Locale, decls: ResourceDeclaration[] = []): { resources: Record<string, ResourceMessages> } {
  const out: Record<string, ResourceMessages> = {};
  for (const decl of decls) out[raName(decl)] = resourceMessagesOf(decl, locale);
  return { resources: out };
}
