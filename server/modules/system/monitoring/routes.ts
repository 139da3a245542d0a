// Monitoring's calls beyond the declared CRUD of monitoring_function (/api/v2/monitoring) and
// monitoring_log (/api/v2/monitoring-log, read-only there):
//   POST /api/v2/monitoring/execute/{id}     runs the function's check now; answers the log row (manage-monitoring-manager)
//   PUT  /api/v2/monitoring-log              acknowledges logs: { ids, note } in one transaction (manage-monitoring-view)
//   GET  /api/v2/mars-function               the mars tools, list only (role OP)
//   GET  /api/v2/common/monitoring-schedule  the schedule choices with the functions on each, and the schedules (read-only)
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MONITORING_FREQUENCIES } from '../../../../src/resources/system/monitoring/model/checks';
import { monitoringFunction } from '../../../../src/resources/system/monitoring/model/monitoringFunction';
import { monitoringLog } from '../../../../src/resources/system/monitoring/model/monitoringLog';
import {
  MARS_FUNCTION_PATH,
  MARS_TOOLS_ACCESS,
  MONITORING_ACK_PATH,
  MONITORING_ANY_ACCESS,
  MONITORING_SCHEDULE_PATH,
  monitoringExecutePath,
  type MonitoringLogRow,
  type MonitoringScheduleAnswer,
} from '../../../../src/resources/system/monitoring/model/wire';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { defineWords } from '../../../http/words';
import { declAccess, fieldError, idValue, jsonBody, notFound, pathId } from '../../../records/request';
import { runMonitoringFunction } from './execute';
import { MARS_FUNCTIONS } from './marsFunctions';

const words = defineWords({
  'en-US': {
    ids: 'Choose one or more logs to acknowledge (ids: a list of log ids)',
    idsTooMany: 'Acknowledge at most 500 logs at once',
    idsMissing: 'Log %{ids} does not exist',
    note: 'The note is at most 500 characters',
    mars: 'mars tools',
    schedule: 'monitoring schedules',
  },
  'zh-CN': {
    ids: '请选择要确认的日志（ids：日志编号列表）',
    idsTooMany: '一次最多确认 500 条日志',
    idsMissing: '日志 %{ids} 不存在',
    note: '备注最多 500 个字符',
    mars: 'MARS 工具',
    schedule: '监控运行计划',
  },
});

const LOG_COLUMNS = sql`id::int as id, function_id::int as function_id, trigger, triggered_by, started_at, finished_at, result,
  found_count::int as found_count, threshold::int as threshold, message, found_rows`;

export function registerMonitoringRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const db = ctx.db;

  app.post(monitoringExecutePath(':id'), access(declAccess(monitoringFunction, 'write')), async (req) => {
    const id = pathId(req, 'id');
    const logId = await runMonitoringFunction(db, { functionId: id, trigger: 'manual', user: req.user!.name });
    if (logId === undefined) throw notFound(req, monitoringFunction, id);
    const row = (await sql<MonitoringLogRow>`select ${LOG_COLUMNS} from monitoring_log where id = ${logId}`.execute(db)).rows[0];
    return ok(row);
  });

  app.put(MONITORING_ACK_PATH, access(declAccess(monitoringLog, 'write')), async (req) => {
    const body = jsonBody(req);
    const raw = body.ids;
    const ids = Array.isArray(raw) ? raw.map(idValue) : [];
    if (!ids.length || ids.some((i) => i === undefined)) throw fieldError('ids', words(req.locale, 'ids'));
    if (ids.length > 500) throw fieldError('ids', words(req.locale, 'idsTooMany'));
    const note = body.note ?? null;
    if (note !== null && (typeof note !== 'string' || Buffer.byteLength(note) > 500)) throw fieldError('note', words(req.locale, 'note'));
    const unique = [...new Set(ids as number[])];
    const user = req.user!.name;
    const acknowledged = await writeTransaction(db, async (trx) => {
      const known = (await sql<{ id: number }>`select id::int as id from monitoring_log where id in (${sql.join(unique)}) for update`.execute(trx)).rows.map((r) => r.id);
      const missing = unique.filter((i) => !known.includes(i));
      if (missing.length) throw fieldError('ids', words(req.locale, 'idsMissing', { ids: missing.join(', ') }));
      const done = await sql<{ id: number }>`update monitoring_log set acknowledged = true, acknowledged_by = ${user}, acknowledged_at = now(),
        ack_note = ${note && note.trim() ? note.trim() : null}, version = version + 1, updated_at = now(), updated_by = ${user}
        where id in (${sql.join(unique)}) and not acknowledged returning id::int as id`.execute(trx);
      return done.rows.map((r) => r.id);
    });
    return ok({ acknowledged });
  });

  app.get(MARS_FUNCTION_PATH, access({ rule: MARS_TOOLS_ACCESS, action: 'read', what: (req) => words(req.locale, 'mars') }), async () => ok(MARS_FUNCTIONS));

  app.get(MONITORING_SCHEDULE_PATH, access({ rule: MONITORING_ANY_ACCESS, action: 'read', what: (req) => words(req.locale, 'schedule') }), async () => {
    const functions = (
      await sql<{ id: number; code: string; name: string; enabled: boolean; frequency: string }>`select id::int as id, code, name, enabled, frequency
        from monitoring_function order by code`.execute(db)
    ).rows;
    const schedules = (
      await sql<MonitoringScheduleAnswer['schedules'][number]>`select id::int as id, name, job, cron, enabled, next_run_at from schedule order by name`.execute(db)
    ).rows;
    const answer: MonitoringScheduleAnswer = {
      choices: MONITORING_FREQUENCIES.map((f) => ({
        value: f.value,
        label: f.label,
        cron: f.cron,
        functions: functions.filter((fn) => fn.frequency === f.value).map(({ id, code, name, enabled }) => ({ id, code, name, enabled })),
      })),
      schedules,
    };
    return ok(answer);
  });
}
