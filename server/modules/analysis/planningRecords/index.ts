import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerPlanningRecords } from './routes';
import { seedEdiPlanningRecords } from './seed';

const register: FeatureRegistrar = (app, ctx) => registerPlanningRecords(app, ctx);

/** Planning records: backlog records by date and compared, BU forecast records, the forecast temporary-table summary, the EDI 830, 830R and 862 history. */
export default defineServerModule({
  name: 'analysis/planningRecords',
  after: ['distribute/backlog', 'management/vmi'],
  register,
  seed: seedEdiPlanningRecords,
  // op keeps the records; manager reads them (the BU records: roles OP and Manager by the spec's rule).
  demoGrants: {
    OP: ['manage-recordbacklog', 'manage-cf-recordbacklog', 'import-forecast', 'import-cf-forecast', 'view-record-fcst-tmp', 'manage-record830', 'manage-record830R', 'view-record862'],
    Manager: ['view-recordbacklog', 'view-cf-recordbacklog', 'view-record830', 'view-record830R'],
  },
});
