// Code tables for GET /api/v2/common/code-info?type=<resource>.<field>: every enumerated field of the
// declarations (lifecycles, warehouse types, qualification states ...), so forms and reports read
// the same codes and words as the generic screens. Without a type the answer lists the types.
import type { EnumOption, Label, ResourceDeclaration } from '../../../../src/schema';

export interface CodeTable {
  type: string;
  label: Label;
  options: EnumOption[];
}

export function codeTables(resources: ResourceDeclaration[]): Map<string, CodeTable> {
  const tables = new Map<string, CodeTable>();
  for (const decl of resources) {
    for (const [name, field] of Object.entries(decl.fields)) {
      if (field.kind !== 'enum') continue;
      const type = `${decl.name}.${name}`;
      tables.set(type, { type, label: { en: `${decl.recordLabel.en}: ${field.label.en}`, zh: `${decl.recordLabel.zh}：${field.label.zh}` }, options: field.options });
    }
  }
  return tables;
}
