// The stateful pass (issue 22): every declared transition and command runs on the seeded data once,
// then twice at once on another record it is offered on, as the administrator (who holds every
// permission). Each answer must be 2xx or a clear 4xx (a message, no request id): never a 5xx. A race
// between the two concurrent calls may refuse one (409), never break it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources/declarations';
import { tableName, type ResourceDeclaration } from '../../../src/schema';
import { BACKENDS, startTestServer, type TestServer } from '../harness';
import { plausibleValue, workflowCalls, type WorkflowCall } from './statefulPlan';

type Row = Record<string, unknown>;
/** Seeded records read per declaration to find ones a call is offered on. */
const ROWS_READ = 200;

describe.each(BACKENDS)('every transition and command on the seeded data on %s', (backend) => {
  let s: TestServer;
  let token: string;
  const firstIds = new Map<string, number | undefined>();
  beforeAll(async () => {
    s = await startTestServer(backend);
    token = await s.login('admin');
    for (const decl of resources) {
      const row = (await sql<{ id: number }>`select id from ${sql.table(tableName(decl))} order by id limit 1`.execute(s.database.db)).rows[0];
      firstIds.set(decl.name, row ? Number(row.id) : undefined);
    }
  });
  afterAll(() => s?.close());

  const rowsOf = async (decl: ResourceDeclaration) => (await sql<Row>`select * from ${sql.table(tableName(decl))} order by id limit ${ROWS_READ}`.execute(s.database.db)).rows;
  const current = async (decl: ResourceDeclaration, id: unknown) => (await sql<Row>`select * from ${sql.table(tableName(decl))} where id = ${Number(id)}`.execute(s.database.db)).rows[0];

  /** The call's inputs: the record's own value, else a plausible one of the field's kind. */
  const inputsFor = (decl: ResourceDeclaration, call: WorkflowCall, row: Row): Row =>
    Object.fromEntries(call.inputs.map((name) => [name, row[name] ?? plausibleValue(decl.fields[name], (resource) => firstIds.get(resource))]));

  const run = async (decl: ResourceDeclaration, call: WorkflowCall, row: Row) => {
    const res = await s.call({ method: call.method, url: call.url(row), token, payload: call.body(row, inputsFor(decl, call, row)) });
    const message = typeof res.body.message === 'string' ? res.body.message : '';
    return { status: res.status, message, text: `${call.name} on #${String(row.id)}: ${res.status} ${message}` };
  };

  it('answers each once, then twice at once, with 2xx or a clear 4xx', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let calls = 0;
    const note = (answer: { status: number; message: string; text: string }) => {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      // A clear refusal says why in words; a 5xx (or a refusal without words) fails.
      if (answer.status >= 500 || (answer.status >= 400 && !answer.message.trim())) failures.push(answer.text);
      if (process.env.FUZZ_VERBOSE === 'true' && answer.status >= 400) console.log(answer.text);
    };
    for (const decl of resources) {
      const workflow = workflowCalls(decl);
      if (!workflow.length) continue;
      for (const call of workflow) {
        const rows = await rowsOf(decl);
        if (!rows.length) continue;
        const offered = rows.filter(call.offered);
        // Not offered on any seeded record: still called, to be refused clearly.
        const [first, second] = offered.length ? offered : rows;
        note(await run(decl, call, first));
        const again = (await current(decl, (second ?? first).id)) ?? first;
        for (const answer of await Promise.all([run(decl, call, again), run(decl, call, again)])) note(answer);
        calls++;
      }
    }
    console.log(`stateful fuzz on ${backend}: ${calls} transitions and commands, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${failures.length} 5xx`);
    expect(calls).toBeGreaterThan(20);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
