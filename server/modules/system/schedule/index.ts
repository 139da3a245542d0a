import { defineServerModule } from '../../types';
import { registerScheduleRoutes } from './routes';
import { scheduleRows, seedScheduleRuns } from './seed';
import { scheduleMigrations } from './tables';

/** Schedules: the runner (one server fires a due job), run now, the run log, demo schedules and runs. */
export default defineServerModule({
  name: 'system/schedule',
  register: registerScheduleRoutes,
  migrations: scheduleMigrations,
  demoRows: { schedule: scheduleRows },
  seed: seedScheduleRuns,
  demoGrants: { OP: ['manage-schedule'] },
});
