// How a declaration's slim entry becomes a react-admin <Resource>: the same generic views for every declaration,
// plus the spec's alias sub-paths (e.g. detail/:id, edit/:id) rendering the same show and edit views.
// The views load lazily (react-admin's layout suspends while they do): the first page, /home,
// needs none of them, nor the declarations, form, file-drop and spreadsheet code they bring (a view
// waits for the declarations, the record actions and the words modules give it). A declaration's
// `views` replaces one of them by a module's view (src/resources/<area>/<module>/index.ts, `views`), loaded the same way.
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { raName } from '../schema/names';
import type { ResourceEntry } from '../schema/resourceEntry';
import type { AppRegistry } from '../shell/modules/appRegistry';
import { LazyScreen } from '../shell/lazy/LazyScreen';
import { allNow, keptOnce, mapNow } from '../shell/lazy/readyNow';
import { SpecListParams } from './SpecListParams';

type ViewKind = 'list' | 'show' | 'edit' | 'create';
type Loader = () => PromiseLike<{ default: ComponentType }>;
const GENERIC: Record<ViewKind, Loader> = {
  list: keptOnce(() => import('./ResourceList').then((m) => ({ default: m.ResourceList }))),
  show: keptOnce(() => import('./ResourceShow').then((m) => ({ default: m.ResourceShow }))),
  edit: keptOnce(() => import('./ResourceEdit').then((m) => ({ default: m.ResourceEdit }))),
  create: keptOnce(() => import('./ResourceCreate').then((m) => ({ default: m.ResourceCreate }))),
};
const loadSnapshots = () => import('./snapshots/SnapshotCompare').then((m) => ({ default: m.SnapshotCompare }));
const SnapshotCompare = () => <LazyScreen load={loadSnapshots} />;

// One component per declaration and view, made once: a new component on every render would remount
// the screen. A generic view waits for the words modules give its declaration (AppModule.resources).
const views = new Map<string, ComponentType>();

/** The declaration's own view of that kind if it names one, else the generic one. */
export function viewOf(registry: AppRegistry, decl: ResourceEntry, kind: ViewKind): ComponentType {
  const name = decl.views?.[kind];
  const key = `${decl.name}:${kind}`;
  if (!views.has(key)) {
    const own = name && registry.views[name];
    if (name && !own) throw new Error(`resource "${decl.name}": no module defines the ${kind} view "${name}"`);
    const view = own || GENERIC[kind];
    const needs = () => [registry.loadResourceMessages(decl.name), registry.loadDeclarations(), registry.loadActions()];
    const load: Loader = () => mapNow(allNow([view(), ...needs()] as const), ([loaded]) => loaded);
    views.set(key, () => <LazyScreen load={load} />);
  }
  return views.get(key)!;
}

/** A declaration with `snapshots` has its compare screen: the latest two dates, or two named ones. */
const snapshotRoutes = (decl: ResourceEntry) =>
  decl.snapshots
    ? [<Route key="snapshots" path="snapshots" element={<SnapshotCompare />} />, <Route key="snapshots-compare" path="snapshots/compare/:first/:second" element={<SnapshotCompare />} />]
    : [];

function aliasRoutes(registry: AppRegistry, decl: ResourceEntry) {
  const aliases = decl.routeAliases;
  if (!aliases) return snapshotRoutes(decl);
  const Show = viewOf(registry, decl, 'show');
  const Edit = viewOf(registry, decl, 'edit');
  const Create = viewOf(registry, decl, 'create');
  return [
    aliases.show && <Route key="alias-show" path={aliases.show} element={<Show />} />,
    aliases.edit && <Route key="alias-edit" path={aliases.edit} element={<Edit />} />,
    // react-admin already serves `create`: only another sub-path needs a route of its own.
    aliases.create && aliases.create !== 'create' && <Route key="alias-create" path={aliases.create} element={<Create />} />,
    ...snapshotRoutes(decl),
  ].filter(Boolean);
}

const specLists = new Map<ComponentType, ComponentType>();
/** The list, opened at the spec's ?page=&size= as well. */
function specList(List: ComponentType): ComponentType {
  if (!specLists.has(List)) {
    specLists.set(List, () => (
      <SpecListParams>
        <List />
      </SpecListParams>
    ));
  }
  return specLists.get(List)!;
}

/** The <Resource> props of a declaration (its slim entry): called by the composition root, App.tsx. */
export function resourceProps(registry: AppRegistry, decl: ResourceEntry): ResourceProps {
  // A report (src/schema/reports.ts) is a list and its export only.
  if (decl.report) return { name: raName(decl), list: specList(viewOf(registry, decl, 'list')), recordRepresentation: decl.titleField, options: { label: decl.label.en } };
  return {
    name: raName(decl),
    list: specList(viewOf(registry, decl, 'list')),
    show: viewOf(registry, decl, 'show'),
    edit: viewOf(registry, decl, 'edit'),
    create: decl.create === false ? undefined : viewOf(registry, decl, 'create'),
    recordRepresentation: decl.titleField,
    // A fallback only: the menu and titles translate `resources.<name>.name`.
    options: { label: decl.label.en },
    children: aliasRoutes(registry, decl),
  };
}
