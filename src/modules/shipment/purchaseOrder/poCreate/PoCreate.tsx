import { DatedCreate } from '../../customerOrder/orderCreate/DatedCreate';
import { PO_NUMBERING } from '../../customerOrder/model/numbering';

export default function PoCreate() {
  return <DatedCreate dateField={PO_NUMBERING.dateField} />;
}
