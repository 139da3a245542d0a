// The checks defineResource makes on a declaration's lines (kept apart from src/schema/lines.ts, which
// validates with yup and so imports declare.ts: no import circle).
import type { ResourceDeclaration } from './types';

const NUMERIC = new Set(['integer', 'decimal', 'money']);

/** What a declaration's lines get wrong (empty when nothing); defineResource throws on the first. */
export function linesProblems(decl: ResourceDeclaration): string[] {
  const problems: string[] = [];
  const snake = /^[a-z][a-z0-9_]*$/;
  for (const [name, lines] of Object.entries(decl.lines ?? {})) {
    const at = `lines "${name}"`;
    const own = new Set(Object.keys(lines.fields));
    if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) problems.push(`${at} must be camelCase`);
    if (name in decl.fields) problems.push(`${at} has the name of a field`);
    if (!snake.test(lines.table)) problems.push(`${at}: table must be snake_case`);
    if (!snake.test(lines.parentField) || own.has(lines.parentField)) problems.push(`${at}: parentField must be a snake_case column that is not a line field`);
    for (const f of own) if (!snake.test(f) || f === 'id') problems.push(`${at}: field "${f}" must be snake_case and not id`);
    const check = (list: string[], what: string, numeric = false) => {
      for (const f of list) {
        if (!own.has(f)) problems.push(`${at}: ${what} names unknown line field "${f}"`);
        else if (numeric && !NUMERIC.has(lines.fields[f].kind)) problems.push(`${at}: ${what} field "${f}" must be a number`);
      }
    };
    check(lines.columns ?? [], 'columns');
    check(lines.titleField ? [lines.titleField] : [], 'titleField');
    check(lines.unique ?? [], 'unique');
    check(lines.totals ?? [], 'totals', true);
    if (lines.orderField) {
      check([lines.orderField], 'orderField', true);
      if (own.has(lines.orderField) && !lines.fields[lines.orderField].readOnly) problems.push(`${at}: orderField "${lines.orderField}" must be read-only (the server numbers the rows)`);
    }
    if (lines.lockedField) {
      check([lines.lockedField], 'lockedField');
      const f = lines.fields[lines.lockedField];
      if (f && (f.kind !== 'boolean' || !f.readOnly)) problems.push(`${at}: lockedField "${lines.lockedField}" must be a read-only boolean (a call of its own locks a line)`);
    }
    for (const [line, parent] of Object.entries(lines.fromParent ?? {})) {
      check([line], 'fromParent');
      if (own.has(line) && !lines.fields[line].readOnly) problems.push(`${at}: fromParent field "${line}" must be read-only`);
      if (!(parent in decl.fields)) problems.push(`${at}: fromParent names unknown parent field "${parent}"`);
    }
    if (lines.max) {
      const counts = [lines.max.count, ...(lines.max.when ?? []).map((w) => w.count)];
      if (counts.some((c) => !Number.isInteger(c) || c < 1)) problems.push(`${at}: max counts must be whole numbers of 1 or more`);
      for (const w of lines.max.when ?? []) {
        if (!(w.field in decl.fields)) problems.push(`${at}: max.when names unknown parent field "${w.field}"`);
        if (w.in === undefined && w.contains === undefined) problems.push(`${at}: max.when on "${w.field}" needs in or contains`);
      }
    }
  }
  return problems;
}
