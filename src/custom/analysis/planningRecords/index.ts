import { defineModule } from '../../../registry/types';
import { planningRecordScreens } from './screens';

/** Planning records: backlog and BU forecast records (by date, compared), the forecast draft summary. */
export default defineModule({
  name: 'analysis/planningRecords',
  screens: planningRecordScreens,
  // Its words sit with the forecast screens' (screens.forecast_backlog.records), whose tables it shares.
  loadMessages: () => import('../../distribute/forecastBacklog/messages').then((m) => [m.forecastBacklogMessages]),
});
