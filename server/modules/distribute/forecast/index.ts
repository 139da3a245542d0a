import type { FeatureRegistrar } from '../../../featureContext';
import { defineServerModule } from '../../types';
import { registerB2bRoutes } from './b2b';
import { registerGbTmpRoutes } from './gbTmp';
import { registerForecastReports } from './reports';
import { registerForecastRoutes } from './routes';
import { seedForecasts } from './seed';
import { forecastMigrations } from './tables';

/** The planning model: forecasts (three families), items, weekly quantities; backlog uploads and lines. */
const register: FeatureRegistrar = (app, ctx) => {
  registerForecastRoutes(app, ctx);
  registerForecastReports(app, ctx);
  registerB2bRoutes(app, ctx);
  registerGbTmpRoutes(app, ctx);
};

export default defineServerModule({
  name: 'distribute/forecast',
  register,
  after: ['shipment/customerOrder'],
  migrations: forecastMigrations,
  seed: seedForecasts,
  // op plans every family (forecasts, backlog uploads, item history, GB temporary tables); manager reads
  // the NonCF forecasts and backlog PSI; viewer holds every view- permission already.
  demoGrants: {
    OP: ['manage-forecast', 'create-forecast', 'manage-cf-forecast', 'create-cf-forecast', 'manage-gb-forecast', 'manage-gb-psi',
      'manage-gb-forecast-tmp', 'manage-gb-record-backlog-tmp', 'forecast-items-history-manage', 'manage-backlog', 'manage-cf-backlog'],
    Manager: ['view-forecast', 'view-backlog'],
  },
});
