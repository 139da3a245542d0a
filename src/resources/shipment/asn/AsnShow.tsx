// An ASN's record page (managers' detail and the supplier's): the generic show with its transitions,
// then its items and the bags each ships.
import { ResourceShow } from '../../../views/ResourceShow';
import { AsnLinesPanel } from './AsnLinesPanel';

export default function AsnShow() {
  return (
    <ResourceShow>
      <AsnLinesPanel />
    </ResourceShow>
  );
}
