// Views and layout hints of a declaration (plain data): which generic screens a module replaces by a
// named view of its own, and how a long record is grouped into titled sections or tabs.
// No import of ./types (which imports this file): a label here is the same { en, zh } shape.
type Label = { en: string; zh: string };

/** The generic screens a declaration may replace; each names a view in the browser's view registry. */
export interface ResourceViews {
  list?: string;
  show?: string;
  edit?: string;
  create?: string;
}

export interface FieldGroup {
  title: Label;
  fields: string[];
}

/** Sections (one under the other, each under its title) or tabs (one at a time); not both. */
export type FormLayout = { sections: FieldGroup[]; tabs?: undefined } | { tabs: FieldGroup[]; sections?: undefined };

/** One group of a rendered layout: a declared group, or the fields no group names (untitled, last). */
export interface LaidOutGroup {
  title?: Label;
  fields: string[];
}

/**
 * The fields `shown` (in the screen's order) split by the layout: each declared group keeps the
 * fields it names that are shown (a guarded field the user may not see drops out, and a group left
 * empty with it), and every shown field no group names follows in an untitled group, so a layout
 * never hides a field.
 */
export function layoutGroups(layout: FormLayout | undefined, shown: string[]): LaidOutGroup[] {
  const groups = layout?.sections ?? layout?.tabs;
  if (!groups) return [{ fields: shown }];
  const visible = new Set(shown);
  const placed = new Set(groups.flatMap((g) => g.fields));
  const out: LaidOutGroup[] = groups.map((g) => ({ title: g.title, fields: g.fields.filter((f) => visible.has(f)) }));
  const rest = shown.filter((f) => !placed.has(f));
  if (rest.length) out.push({ fields: rest });
  return out.filter((g) => g.fields.length > 0);
}

/** Problems of a layout against the declared field names: unknown or repeated fields, empty groups. */
export function layoutProblems(layout: FormLayout | undefined, fieldNames: string[]): string[] {
  if (!layout) return [];
  const groups = layout.sections ?? layout.tabs;
  if (!groups || (layout.sections && layout.tabs)) return ['layout needs either sections or tabs'];
  const known = new Set(fieldNames);
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const group of groups) {
    if (group.fields.length === 0) problems.push(`layout group "${group.title.en}" names no field`);
    for (const f of group.fields) {
      if (!known.has(f)) problems.push(`layout names unknown field "${f}"`);
      if (seen.has(f)) problems.push(`layout names field "${f}" twice`);
      seen.add(f);
    }
  }
  return problems;
}
