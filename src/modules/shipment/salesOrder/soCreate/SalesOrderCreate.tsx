import { DatedCreate } from '../../customerOrder/orderCreate/DatedCreate';
import { SO_NUMBERING } from '../../customerOrder/model/numbering';

export default function SalesOrderCreate() {
  return <DatedCreate dateField={SO_NUMBERING.dateField} />;
}
