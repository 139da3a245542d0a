// How a declaration becomes a react-admin <Resource>: the same generic views for every declaration,
// plus the spec's alias sub-paths (e.g. detail/:id, edit/:id) rendering the same show and edit views.
// The views load lazily (react-admin's layout suspends while they do): the first page, /home,
// needs none of them, nor the form, file-drop and spreadsheet code they bring.
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { raName } from '../resources';
import type { ResourceDeclaration } from '../schema';
import { LazyScreen } from '../shell/lazy/LazyScreen';
import { SpecListParams } from './SpecListParams';

const loadList = () => import('./ResourceList').then((m) => ({ default: m.ResourceList }));
const loadShow = () => import('./ResourceShow').then((m) => ({ default: m.ResourceShow }));
const loadEdit = () => import('./ResourceEdit').then((m) => ({ default: m.ResourceEdit }));
const loadCreate = () => import('./ResourceCreate').then((m) => ({ default: m.ResourceCreate }));

const ResourceList = () => <LazyScreen load={loadList} />;
const ResourceShow = () => <LazyScreen load={loadShow} />;
const ResourceEdit = () => <LazyScreen load={loadEdit} />;
const ResourceCreate = () => <LazyScreen load={loadCreate} />;

const SpecList = () => (
  <SpecListParams>
    <ResourceList />
  </SpecListParams>
);

function aliasRoutes(decl: ResourceDeclaration) {
  const aliases = decl.routeAliases;
  if (!aliases) return undefined;
  return [
    aliases.show && <Route key="alias-show" path={aliases.show} element={<ResourceShow />} />,
    aliases.edit && <Route key="alias-edit" path={aliases.edit} element={<ResourceEdit />} />,
  ].filter(Boolean);
}

export function resourceProps(decl: ResourceDeclaration): ResourceProps {
  return {
    name: raName(decl),
    list: SpecList,
    show: ResourceShow,
    edit: ResourceEdit,
    create: ResourceCreate,
    recordRepresentation: decl.titleField,
    // A fallback only: the menu and titles translate `resources.<name>.name`.
    options: { label: decl.label.en },
    children: aliasRoutes(decl),
  };
}
