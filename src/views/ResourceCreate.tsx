import { Create } from 'react-admin';
import { ResourceForm } from './ResourceForm';
import { useSavedRedirect } from './shared/useSavedRedirect';
import { useResourceDeclaration } from './useResourceDeclaration';

export function ResourceCreate() {
  const decl = useResourceDeclaration();
  return (
    <Create redirect="show" mutationOptions={useSavedRedirect(decl, 'created')}>
      <ResourceForm mode="create" />
    </Create>
  );
}
