// The case's detail screen (/shipment/writeOff/preMaxoutManagement/detail/{id}): the generic show (fields,
// the stage button from the declared transitions, history) with the write-off lines under the fields.
import { ResourceShow } from '../../../views/ResourceShow';
import { PreMaxoutLines } from './PreMaxoutLines';

export default function PreMaxoutShow() {
  return (
    <ResourceShow>
      <PreMaxoutLines />
    </ResourceShow>
  );
}
