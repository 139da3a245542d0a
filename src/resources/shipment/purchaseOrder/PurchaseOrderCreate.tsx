import { DatedCreate } from '../customerOrder/DatedCreate';
import { PO_NUMBERING } from '../customerOrder/model/numbering';

export default function PoCreate() {
  return <DatedCreate dateField={PO_NUMBERING.dateField} />;
}
