// A monitoring log's page (/system/LogManagement/Detail/{id}): its declared fields but the raw found
// rows, then those rows as a table, then its history. No Edit: logs are written by runs only;
// "Acknowledge" is the one write.
import { Show, TopToolbar } from 'react-admin';
import { ResourceActions } from '../../../views/actions';
import { AUDIT_FIELDS } from '../../../views/fieldElements';
import { RecordHistory } from '../../../views/history/RecordHistory';
import { LaidOutShow } from '../../../views/layout/LaidOutShow';
import { RecordTitle } from '../../../views/RecordTitle';
import { useResourceDeclaration } from '../../../views/useResourceDeclaration';
import { FoundRows } from './FoundRows';

export default function MonitoringLogShow() {
  const decl = useResourceDeclaration();
  const names = Object.keys(decl.fields).filter((n) => n !== 'found_rows' && n !== 'message');
  return (
    <Show
      title={<RecordTitle decl={decl} />}
      actions={
        <TopToolbar>
          <ResourceActions decl={decl} placement="show" />
        </TopToolbar>
      }
    >
      <LaidOutShow decl={decl} names={names} footer={AUDIT_FIELDS} />
      <FoundRows />
      <RecordHistory decl={decl} />
    </Show>
  );
}
