// Which field a file's column fills, as the server reads it (server/importExport/columns.ts
// mapHeader): a heading is a writable field's label in either language or its name; `id`, unknown
// headings and a second column for the same field are not read.
import type { ResourceDeclaration } from '../../schema';

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Fields an import writes: what a client may write, except files (a cell cannot carry one). */
export const importableFields = (decl: ResourceDeclaration): string[] =>
  Object.entries(decl.fields)
    .filter(([, field]) => !field.readOnly && field.kind !== 'file')
    .map(([name]) => name);

/** Per column of the header row: the field it fills, or undefined when the column is not imported. */
export function headerFields(decl: ResourceDeclaration, header: readonly string[]): (string | undefined)[] {
  const byHeading = new Map<string, string>();
  for (const name of importableFields(decl)) {
    const { label } = decl.fields[name];
    for (const heading of [name, label.en, label.zh]) if (!byHeading.has(normalize(heading))) byHeading.set(normalize(heading), name);
  }
  const taken = new Set<string>();
  return header.map((heading) => {
    const name = byHeading.get(normalize(heading));
    if (!name || taken.has(name)) return undefined;
    taken.add(name);
    return name;
  });
}
