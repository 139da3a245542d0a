// An ASN change request's record page (/shipment/ship/asnReturns/detail/{id}): its fields without the
// proposed ASN's JSON, then what the request changes, readably, then its audit and history.
import { Show, TopToolbar } from 'react-admin';
import { hasActions, ResourceActions } from '../../../views/actions';
import { AUDIT_FIELDS } from '../../../views/fieldElements';
import { RecordHistory } from '../../../views/history/RecordHistory';
import { LaidOutShow } from '../../../views/layout/LaidOutShow';
import { RecordTitle } from '../../../views/RecordTitle';
import { useResourceDeclaration } from '../../../views/useResourceDeclaration';
import { AsnChangesPanel } from './AsnChangesPanel';

const HIDDEN = new Set(['changes', 'asn_version']);

export default function AsnModifyShow() {
  const decl = useResourceDeclaration();
  const actions = hasActions(decl, 'show') ? <TopToolbar><ResourceActions decl={decl} placement="show" /></TopToolbar> : false;
  return (
    <Show title={<RecordTitle decl={decl} />} actions={actions}>
      <LaidOutShow decl={decl} names={Object.keys(decl.fields).filter((n) => !HIDDEN.has(n))} footer={AUDIT_FIELDS} />
      <AsnChangesPanel />
      <RecordHistory decl={decl} />
    </Show>
  );
}
