// The price draft's page: the generic show (fields, both audit memos, the finish and audit buttons,
// history) with its price lines compared to the prices in effect, so the auditors see what they agree to.
import { ResourceShow } from '../../../views/ResourceShow';
import { DraftChanges } from './DraftChangesTable';

export default function PriceDraftShow() {
  return (
    <ResourceShow>
      <DraftChanges />
    </ResourceShow>
  );
}
