// Titles made of several fields: a read-only text field declares `composedOf: [...]` and names the
// record everywhere a title does (breadcrumbs, reference pickers, messages), as any titleField.
// The database fills it on every write (server/db/composedTitles.ts), so imports, demo rows and
// module routes need nothing of their own.
import type { ResourceDeclaration, TextField } from './types';

/** The separator between the parts of a composed title. */
export const TITLE_SEPARATOR = ' · ';

const PART_KINDS = new Set(['text', 'integer', 'decimal', 'money', 'date', 'datetime', 'enum', 'reference', 'boolean']);

/** Each composed field of a declaration with its parts. */
export const composedFields = (decl: ResourceDeclaration): [string, string[]][] =>
  Object.entries(decl.fields).flatMap(([name, f]) => (f.kind === 'text' && (f as TextField).composedOf ? [[name, (f as TextField).composedOf!] as [string, string[]]] : []));

/** Declaration mistakes: a composed field a client could write, or a part that is unknown, itself, composed, or not one value. */
export function composedTitleProblems(decl: ResourceDeclaration): string[] {
  const problems: string[] = [];
  for (const [name, parts] of composedFields(decl)) {
    if (!decl.fields[name].readOnly) problems.push(`field "${name}": a composed title must be readOnly (the database sets it)`);
    if (parts.length < 2) problems.push(`field "${name}": composedOf needs two or more fields`);
    for (const part of parts) {
      const f = decl.fields[part];
      if (!f || part === name) problems.push(`field "${name}": composedOf names "${part}", which is not another field`);
      else if (!PART_KINDS.has(f.kind) || (f.kind === 'text' && (f as TextField).composedOf)) problems.push(`field "${name}": composedOf part "${part}" must be a single value (not ${f.kind})`);
    }
  }
  return problems;
}
