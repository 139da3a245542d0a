import type { ReactNode } from 'react';
import { EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { isFinal, type ResourceDeclaration } from '../schema';
import { hasActions, ResourceActions } from './actions';
import { AUDIT_FIELDS } from './fieldElements';
import { RecordHistory } from './history/RecordHistory';
import { LaidOutShow } from './layout/LaidOutShow';
import { RecordTitle } from './RecordTitle';
import { useResourceDeclaration } from './useResourceDeclaration';

/** No Edit for a record in a final state (an applied draft): the server refuses the change anyway. */
function RecordEditButton({ decl }: { decl: ResourceDeclaration }) {
  const record = useRecordContext();
  return record && isFinal(decl, record) ? null : <EditButton />;
}

/** Edit, then the declaration's own show actions (react-admin's default toolbar is Edit alone). */
function ShowActions({ decl }: { decl: ResourceDeclaration }) {
  return (
    <TopToolbar>
      <RecordEditButton decl={decl} />
      <ResourceActions decl={decl} placement="show" />
    </TopToolbar>
  );
}

/**
 * Every declared field (in the declared sections or tabs), then who created and last changed the
 * record, then what a module's show view adds (`children`), then its history.
 */
export function ResourceShow({ children }: { children?: ReactNode }) {
  const decl = useResourceDeclaration();
  const actions = hasActions(decl, 'show') ? <ShowActions decl={decl} /> : undefined;
  return (
    <Show title={<RecordTitle decl={decl} />} actions={actions}>
      <LaidOutShow decl={decl} names={Object.keys(decl.fields)} footer={AUDIT_FIELDS} />
      {children}
      <RecordHistory decl={decl} />
    </Show>
  );
}
