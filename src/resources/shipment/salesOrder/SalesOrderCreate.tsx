import { DatedCreate } from '../customerOrder/DatedCreate';
import { SO_NUMBERING } from '../customerOrder/model/numbering';

export default function SalesOrderCreate() {
  return <DatedCreate dateField={SO_NUMBERING.dateField} />;
}
