// The RMA task's page: the generic show (fields, commands, history) with its returned parts and
// its shipping rows under the fields.
import { useTranslate } from 'react-admin';
import { ResourceShow } from '../../../views/ResourceShow';
import { rmaTask } from './model/rmaTask';
import { LinesTable } from './LinesTable';

export default function RmaShow() {
  const translate = useTranslate();
  return (
    <ResourceShow>
      <LinesTable decl={rmaTask} name="items" empty={translate('screens.rma.no_items')} />
      <LinesTable decl={rmaTask} name="shipments" empty={translate('screens.rma.no_shipments')} />
    </ResourceShow>
  );
}
