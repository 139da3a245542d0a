// A database integrity error no route put in its own words (a key taken by a save at the same moment,
// a referenced record removed meanwhile) is a 409 naming the column, in the caller's language; a value
// a column's own rule refuses is a 400 naming it. Never a 500.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../../server/http/errors';

/** Thrown as node-postgres throws them: an Error carrying PostgreSQL's fields. */
const pgError = (fields: Record<string, string>) => Object.assign(new Error('database refused'), fields);

const THROWN: Record<string, Error> = {
  taken: pgError({ code: '23505', detail: 'Key (code)=(AUTO) already exists.', constraint: 'bg_code_key' }),
  takenTogether: pgError({ code: '23505', detail: 'Key (vendor_id, period)=(3, 2026-01) already exists.' }),
  gone: pgError({ code: '23503', detail: 'Key (bg_id)=(9) is not present in table "bg".' }),
  notNull: pgError({ code: '23502', column: 'name' }),
};

describe('integrity errors no route worded', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    installErrorHandler(app);
    for (const [name, err] of Object.entries(THROWN)) {
      app.post(`/${name}`, async () => {
        throw err;
      });
    }
    await app.ready();
  });
  afterAll(() => app.close());

  const call = async (name: string, language = 'en-US') => {
    const res = await app.inject({ method: 'POST', url: `/${name}`, headers: { 'accept-language': language } });
    return { status: res.statusCode, body: res.json() as { code: number; message: string; errors: { field: string }[] } };
  };

  it('a key taken meanwhile is a 409 naming the field and the value', async () => {
    const { status, body } = await call('taken');
    expect(status).toBe(409);
    expect(body.message).toBe('"code" "AUTO" was just taken by another record; reload and try again');
    expect(body.errors.map((e) => e.field)).toEqual(['code']);
    expect((await call('taken', 'zh-CN')).body.message).toBe('"code"“AUTO”刚被其他记录使用，请刷新后重试');
  });

  it('a key of several fields names each of them', async () => {
    const { status, body } = await call('takenTogether');
    expect(status).toBe(409);
    expect(body.errors.map((e) => e.field)).toEqual(['vendor_id', 'period']);
  });

  it('a reference removed meanwhile is a 409, a refused column value a 400, each naming the field', async () => {
    const gone = await call('gone');
    expect([gone.status, gone.body.errors[0].field]).toEqual([409, 'bg_id']);
    const notNull = await call('notNull');
    expect([notNull.status, notNull.body.errors[0].field]).toEqual([400, 'name']);
  });
});
