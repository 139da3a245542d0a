// The form's resolver for a record with lines: the record's own rules, then every line's with the
// same checks the server makes (validateLines), each error placed on its row for the grid to show.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { gridLinesOf, validateLines, type Locale, type ResourceDeclaration } from '../../schema';

type RowErrors = Record<string, { type: string; message: string }>;

export function linesResolver(decl: ResourceDeclaration, locale: Locale, own: Resolver<FieldValues>): Resolver<FieldValues> {
  const collections = gridLinesOf(decl);
  if (collections.length === 0) return own;
  return async (values, context, options) => {
    const result = await own(values, context, options);
    const errors: FieldErrors = { ...result.errors };
    for (const [name] of collections) {
      const rows = Array.isArray(values[name]) ? (values[name] as Record<string, unknown>[]) : [];
      const checked = await validateLines(decl, name, rows, values, locale);
      if (checked.ok) continue;
      const perRow: (RowErrors | undefined)[] & { root?: { type: string; message: string } } = [];
      for (const e of checked.errors) {
        if (e.row === undefined) {
          perRow.root = { type: 'max', message: e.message };
          continue;
        }
        const field = e.field.split('.').pop()!;
        perRow[e.row - 1] = { ...(perRow[e.row - 1] ?? {}), [field]: { type: 'validate', message: e.message } };
      }
      (errors as Record<string, unknown>)[name] = perRow;
    }
    if (Object.keys(errors).length === 0) return { values: { ...result.values, ...Object.fromEntries(collections.map(([n]) => [n, values[n]])) }, errors: {} };
    return { values: {}, errors };
  };
}
