import { Edit } from 'react-admin';
import { RecordTitle } from './RecordTitle';
import { ResourceForm } from './ResourceForm';
import { useSavedRedirect } from './shared/useSavedRedirect';
import { useResourceDeclaration } from './useResourceDeclaration';

/**
 * Pessimistic: the server checks the record's `version` (react-admin sends the whole record, version
 * included) and a stale one is a 409 the clerk must see before leaving the form.
 */
export function ResourceEdit() {
  const decl = useResourceDeclaration();
  return (
    <Edit title={<RecordTitle decl={decl} />} mutationMode="pessimistic" redirect="show" mutationOptions={useSavedRedirect(decl, 'updated')}>
      <ResourceForm mode="edit" />
    </Edit>
  );
}
