// @vitest-environment happy-dom
// A server briefly too busy (issue 24 §1.1) keeps the user signed in: a dropped database connection
// answers 503 with Retry-After and busy uploads 429 with Retry-After (the server's own answers); a read
// is tried once more, and otherwise the user is told to try again in a moment. A 503 without
// Retry-After keeps the spec's legacy meaning and signs out. Real server, real fetch.
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { authProvider, currentToken, refreshUser } from '../../../src/authProvider';
import { dataProvider, setDeclarationLoader, setRequestLocale } from '../../../src/dataProvider';
import { buildRegistry } from '../../../src/registry';
import { getResource, raName } from '../../../src/resources/declarations';
import { signIn } from '../appServer';
import { connectionLost, requestsTo, withFaultyServer } from './faultyServer';

// The composition root hands the dataProvider its declarations (App.tsx); here the test does.
setDeclarationLoader(buildRegistry().loadDeclarations);

const faulty = withFaultyServer();
const bg = raName(getResource('bg'));
const customers = raName(getResource('ship_customer'));
const BUSY = 'The service is briefly unavailable, try again in a moment.';
const firstPage = { pagination: { page: 1, perPage: 5 }, sort: { field: 'code', order: 'ASC' as const }, filter: {} };

const rejection = async (p: Promise<unknown>): Promise<HttpError> => {
  try {
    await p;
  } catch (e) {
    return e as HttpError;
  }
  throw new Error('expected the call to fail');
};

/** Whether react-admin would sign the user out for this error. */
const signsOut = (error: unknown) => authProvider.checkError(error).then(
  () => false,
  () => true,
);

describe('a busy server', () => {
  it('answers a read on the second try when the database connection dropped once', async () => {
    await signIn('manager');
    faulty.faults.push({ method: 'GET', path: '/api/v1/bg', times: 1, throws: connectionLost });
    const page = await dataProvider.getList(bg, firstPage);
    expect(page.data.length).toBeGreaterThan(0);
    expect(requestsTo(faulty, 'GET', '/api/v1/bg')).toHaveLength(2);
    expect(currentToken()).toBeTruthy();
  });

  it('keeps the user signed in and says to try again when the second try meets it too, in the user language', async () => {
    await signIn('manager');
    faulty.faults.push({ method: 'GET', path: '/api/v1/bg', times: 4, throws: connectionLost });
    const error = await rejection(dataProvider.getList(bg, firstPage));
    expect(error.status).toBe(503);
    expect(error.message).toBe(BUSY);
    expect(requestsTo(faulty, 'GET', '/api/v1/bg')).toHaveLength(2);
    expect(await signsOut(error)).toBe(false);
    setRequestLocale('zh-CN');
    try {
      expect((await rejection(dataProvider.getList(bg, firstPage))).message).toBe('服务暂时不可用，请稍后再试。');
    } finally {
      setRequestLocale('en-US');
    }
    expect(currentToken()).toBeTruthy();
  });

  it('keeps the credentials when the user-info call meets a busy server (they are cleared only for a real refusal)', async () => {
    await signIn('manager');
    faulty.faults.push({ method: 'GET', path: '/api/v1/auth/me', times: 2, throws: connectionLost });
    await expect(refreshUser()).rejects.toThrow(BUSY);
    expect(currentToken()).toBeTruthy();
    expect((await refreshUser()).name).toBe('manager');
  });

  it('never sends a write twice: the create that met the dropped connection is reported, not repeated', async () => {
    await signIn('admin');
    faulty.faults.push({ method: 'POST', path: '/api/v1/bg', times: 1, throws: connectionLost });
    const error = await rejection(dataProvider.create(bg, { data: { code: 'BUSY-1', name: 'busy', status: 'active' } }));
    expect(error.message).toBe(BUSY);
    expect(await signsOut(error)).toBe(false);
    expect(requestsTo(faulty, 'POST', '/api/v1/bg')).toHaveLength(1);
  });

  it('keeps the user signed in when every upload slot is taken (busy uploads, Retry-After)', async () => {
    await signIn('admin');
    const slots = faulty.server.app.uploadSlots;
    // The server's own slots, held as uploads in progress would hold them, then given back.
    const held = Array.from({ length: slots.size + slots.queue }, () => slots.take());
    try {
      const file = new File(['not read'], 'customers.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      const error = await rejection(dataProvider.importFile(customers, { file }));
      expect(error.status).toBe(429);
      expect(error.message).toBe(BUSY);
      expect(await signsOut(error)).toBe(false);
      expect(currentToken()).toBeTruthy();
    } finally {
      for (const h of held) {
        h.cancel();
        void h.slot.then((release) => release?.());
      }
    }
  });

  it('still signs out on a 503 without Retry-After (the legacy meaning) and on a 401', async () => {
    await signIn('manager');
    faulty.faults.push({ method: 'GET', path: '/api/v1/bg', times: 1, reply: { status: 503, body: { code: 503, message: 'Service Unavailable' } } });
    const legacy = await rejection(dataProvider.getList(bg, firstPage));
    expect(legacy.status).toBe(401);
    expect(await signsOut(legacy)).toBe(true);
    expect(requestsTo(faulty, 'GET', '/api/v1/bg')).toHaveLength(1);
    faulty.faults.push({ method: 'GET', path: '/api/v1/bg', times: 1, reply: { status: 401, body: { code: 401, message: 'Unauthorized' } } });
    expect(await signsOut(await rejection(dataProvider.getList(bg, firstPage)))).toBe(true);
  });
});
