import { defineServerModule } from '../../types';
import { seedForecasts } from './seed';
import { forecastMigrations } from './tables';

/** The planning model: forecasts (three families), items, weekly quantities; backlog uploads and lines. */
export default defineServerModule({
  name: 'distribute/forecast',
  after: ['shipment/customerOrder'],
  migrations: forecastMigrations,
  seed: seedForecasts,
});
