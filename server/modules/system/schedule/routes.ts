// The schedule's calls beyond the declared CRUD (base /api/v1/schedule, rule manage-schedule):
//   POST /api/v1/schedule/execute/{id}  runs the job now and answers the finished run (409 while a run of it is under way)
//   GET  /api/v1/schedule/{id}/runs     the schedule's runs, newest first (?page=&size=)
// and the runner: every replica ticks (SCHEDULE_POLL_MS, default 30 s; 0 turns this replica's runner off).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { schedule } from '../../../../src/resources/system/schedule/model/schedule';
import { scheduleExecutePath, scheduleRunsPath, type ScheduleRun } from '../../../../src/resources/system/schedule/model/wire';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { defineWords } from '../../../http/words';
import { queryPaging, wholeNumber } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { declAccess, notFound, pathId } from '../../../records/request';
import { createScheduleRunner, startTicking } from './runner';

const words = defineWords({
  'en-US': { busy: 'Schedule "%{name}" is running already; try again when its run has ended' },
  'zh-CN': { busy: '定时任务“%{name}”正在运行，请在本次运行结束后再试' },
});

const DEFAULT_POLL_MS = 30_000;

const RUN_COLUMNS = sql`id::int as id, trigger, triggered_by, started_at, finished_at, result, output_key, output_values, output`;

export function registerScheduleRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const runner = createScheduleRunner({ db: ctx.db, timeZone: ctx.config.businessTimeZone, wakeMail: () => app.mailOutbox.wake() });
  const poll = wholeNumber(process.env.SCHEDULE_POLL_MS ?? '', 0, 3_600_000) ?? DEFAULT_POLL_MS;
  if (poll > 0) {
    const stop = startTicking(runner, poll);
    app.addHook('onClose', stop);
  }

  app.post(scheduleExecutePath(':id'), access(declAccess(schedule, 'write')), async (req) => {
    const id = pathId(req, 'id');
    const outcome = await runner.runNow(id, req.user!.name);
    if (outcome === 'missing') throw notFound(req, schedule, id);
    if (outcome === 'busy') {
      const { name } = (await sql<{ name: string }>`select name from schedule where id = ${id}`.execute(ctx.db)).rows[0];
      throw new ApiError(409, words(req.locale, 'busy', { name }));
    }
    const run = (await sql<ScheduleRun>`select ${RUN_COLUMNS} from schedule_run where id = ${outcome}`.execute(ctx.db)).rows[0];
    return ok(run);
  });

  app.get(scheduleRunsPath(':id'), access(declAccess(schedule, 'read')), async (req) => {
    const id = pathId(req, 'id');
    const found = (await sql`select 1 from schedule where id = ${id}`.execute(ctx.db)).rows.length;
    if (!found) throw notFound(req, schedule, id);
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>, 100, 10);
    const list = await sql<ScheduleRun>`select ${RUN_COLUMNS} from schedule_run where schedule_id = ${id} order by id desc limit ${size} offset ${(page - 1) * size}::bigint`.execute(ctx.db);
    const total = await sql<{ n: number }>`select count(*)::int as n from schedule_run where schedule_id = ${id}`.execute(ctx.db);
    return ok({ list: list.rows, total: total.rows[0].n, page, size });
  });
}
