import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerPlanningRecords } from './routes';

const register: FeatureRegistrar = (app, ctx) => registerPlanningRecords(app, ctx);

/** Planning records: backlog records by date and compared, BU forecast records, the forecast temporary-table summary. */
export default defineServerModule({
  name: 'analysis/planningRecords',
  after: ['distribute/backlog'],
  register,
  // op keeps the records; manager reads them (the BU records: roles OP and Manager by the spec's rule).
  demoGrants: {
    OP: ['manage-recordbacklog', 'manage-cf-recordbacklog', 'import-forecast', 'import-cf-forecast', 'view-record-fcst-tmp'],
    Manager: ['view-recordbacklog', 'view-cf-recordbacklog'],
  },
});
