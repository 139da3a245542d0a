// An FTB ASN's record page: the generic show with its transitions (throw to ASN, cancel), then its
// items, the invoice number and the proposed changes.
import { ResourceShow } from '../../../views/ResourceShow';
import { FtbItemsPanel } from './FtbItemsPanel';

export default function FtbAsnShow() {
  return (
    <ResourceShow>
      <FtbItemsPanel />
    </ResourceShow>
  );
}
