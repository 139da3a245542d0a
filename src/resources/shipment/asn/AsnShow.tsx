// An ASN's record page (managers' detail and the supplier's): the generic show with its transitions,
// then where it leads (edit, change request, the 3PL view), its items and the bags each ships.
import { ResourceShow } from '../../../views/ResourceShow';
import { AsnLinesPanel } from './AsnLinesPanel';
import { AsnLinks } from './AsnLinks';

export default function AsnShow() {
  return (
    <ResourceShow>
      <AsnLinks />
      <AsnLinesPanel />
    </ResourceShow>
  );
}
