import { CO_NUMBERING } from './model/numbering';
import { DatedCreate } from './DatedCreate';

export default function OrderCreate() {
  return <DatedCreate dateField={CO_NUMBERING.dateField} />;
}
