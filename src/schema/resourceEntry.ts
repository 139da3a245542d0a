// The slim index entry of a declaration: what the first page needs of every resource (its name,
// routes, label, access rule and menu place, and which views it has) without its fields, rules and
// workflow, which load with its views. src/registry/resourceIndex.generated.ts holds one per declaration.
import type { AccessRule, Label, MenuPlacement, ResourceDeclaration } from './types';
import type { ResourceViews } from './fieldLayout';

export interface ResourceEntry {
  name: string;
  /** Its module's folder, `<area>/<module>` (the module whose words its screens load). */
  module?: string;
  route: string;
  routeParent?: string;
  routeAliases?: { show?: string; edit?: string; create?: string };
  access: AccessRule;
  menu: MenuPlacement;
  label: Label;
  recordLabel: Label;
  titleField: string;
  /** Fields the keyword search looks in, with their labels: only for the resource the header search offers. */
  search?: Record<string, Label>;
  views?: ResourceViews;
  /** A report: a list and its export only. */
  report?: true;
  create?: false;
  /** Has the dated snapshots' compare screen. */
  snapshots?: true;
}

/**
 * The entry of one declaration (in `module`'s folder; `search`: it is the header search's, which shows
 * its search fields); fields left undefined are left out, so the index stays small.
 */
export function resourceEntryOf(decl: ResourceDeclaration, module?: string, search = false): ResourceEntry {
  const entry: ResourceEntry = {
    name: decl.name,
    module,
    route: decl.route,
    routeParent: decl.routeParent,
    routeAliases: decl.routeAliases,
    access: decl.access,
    menu: decl.menu,
    label: decl.label,
    recordLabel: decl.recordLabel,
    titleField: decl.titleField,
    search: search ? Object.fromEntries(decl.list.search.map((f) => [f, decl.fields[f]?.label ?? { en: f, zh: f }])) : undefined,
    views: decl.views,
    report: decl.report ? true : undefined,
    create: decl.create,
    snapshots: decl.snapshots ? true : undefined,
  };
  return JSON.parse(JSON.stringify(entry)) as ResourceEntry;
}
