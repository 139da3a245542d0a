import { EditButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import type { ResourceDeclaration } from '../schema';
import { actionNames, ResourceActions } from './actions';
import { AUDIT_FIELDS, fieldElement } from './fieldElements';
import { RecordHistory } from './history/RecordHistory';
import { RecordTitle } from './RecordTitle';
import { useResourceDeclaration } from './useResourceDeclaration';

/** Edit, then the declaration's own show actions (react-admin's default toolbar is Edit alone). */
function ShowActions({ decl }: { decl: ResourceDeclaration }) {
  return (
    <TopToolbar>
      <EditButton />
      <ResourceActions decl={decl} placement="show" />
    </TopToolbar>
  );
}

/** Every declared field, then who created and last changed the record, then its history. */
export function ResourceShow() {
  const decl = useResourceDeclaration();
  const actions = actionNames(decl, 'show').length > 0 ? <ShowActions decl={decl} /> : undefined;
  return (
    <Show title={<RecordTitle decl={decl} />} actions={actions}>
      <SimpleShowLayout>{[...Object.keys(decl.fields), ...AUDIT_FIELDS].map((name) => fieldElement(decl, name))}</SimpleShowLayout>
      <RecordHistory decl={decl} />
    </Show>
  );
}
