import { Show, SimpleShowLayout } from 'react-admin';
import { AUDIT_FIELDS, fieldElement } from './fieldElements';
import { RecordTitle } from './RecordTitle';
import { useResourceDeclaration } from './useResourceDeclaration';

/** Every declared field, then who created and last changed the record. */
export function ResourceShow() {
  const decl = useResourceDeclaration();
  return (
    <Show title={<RecordTitle decl={decl} />}>
      <SimpleShowLayout>{[...Object.keys(decl.fields), ...AUDIT_FIELDS].map((name) => fieldElement(decl, name))}</SimpleShowLayout>
    </Show>
  );
}
