// A schedule's page: the generic one (fields, audit, history) with its run log under the fields.
import { ResourceShow } from '../../../views/ResourceShow';
import { ScheduleRuns } from './ScheduleRuns';

export default function ScheduleShow() {
  return (
    <ResourceShow>
      <ScheduleRuns />
    </ResourceShow>
  );
}
