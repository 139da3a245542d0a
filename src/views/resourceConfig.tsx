// How a declaration becomes a react-admin <Resource>: the same generic views for every declaration,
// plus the spec's alias sub-paths (e.g. detail/:id, edit/:id) rendering the same show and edit views.
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { raName } from '../resources';
import type { ResourceDeclaration } from '../schema';
import { ResourceCreate } from './ResourceCreate';
import { ResourceEdit } from './ResourceEdit';
import { ResourceList } from './ResourceList';
import { ResourceShow } from './ResourceShow';
import { SpecListParams } from './SpecListParams';

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
