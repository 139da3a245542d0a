// @vitest-environment happy-dom
// The spec's error catalogue as the client applies it (document 000 §5 and §8, document 002 §8), against
// the real server: R1 a code that is not 0 under HTTP 200 is an error; R2 'Token has expired' under any
// status signs out; R3 HTTP 500 says only 'Server Error'; R5 user info without message Success clears
// the credentials. The server's answers are its own, or a spec backend's given in their place.
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { authProvider, currentToken, currentUser } from '../../../src/authProvider';
import { dataProvider, setDeclarationLoader, setRequestLocale } from '../../../src/dataProvider';
import { getResource, raName } from '../../../src/resources/declarations';
import { signIn } from '../appServer';
import { withFaultyServer } from './faultyServer';
import { buildRegistry } from '../../../src/registry';

// As the composition root (App.tsx) does.
setDeclarationLoader(buildRegistry().loadDeclarations);

const faulty = withFaultyServer();
const bg = raName(getResource('bg'));
const firstPage = { pagination: { page: 1, perPage: 5 }, sort: { field: 'code', order: 'ASC' as const }, filter: {} };
const list = () => dataProvider.getList(bg, firstPage);

const rejection = async (p: Promise<unknown>): Promise<HttpError> => {
  try {
    await p;
  } catch (e) {
    return e as HttpError;
  }
  throw new Error('expected the call to fail');
};

const signsOut = (error: unknown) => authProvider.checkError(error).then(
  () => false,
  () => true,
);

describe('the error catalogue', () => {
  it('R1: an HTTP 200 whose code is not 0 is an error with its message, and no reason to sign out', async () => {
    await signIn('manager');
    faulty.faults.push({ method: 'GET', path: '/api/v1/bg', times: 1, reply: { status: 200, body: { code: 1001, message: 'Quota used up', data: { list: [], total: 0 } } } });
    const error = await rejection(list());
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Quota used up');
    expect(await signsOut(error)).toBe(false);
    // A code that is an HTTP status is read as that status (a 404 under 200 is a 404).
    faulty.faults.push({ method: 'GET', path: '/api/v1/bg', times: 1, reply: { status: 200, body: { code: 404, message: 'No such group' } } });
    expect((await rejection(list())).status).toBe(404);
  });

  it("R2: 'Token has expired' signs out whatever status carries it, as does a bare 503", async () => {
    await signIn('manager');
    for (const status of [200, 400, 403]) {
      faulty.faults.push({ method: 'GET', path: '/api/v1/bg', times: 1, reply: { status, body: { code: status === 200 ? 1 : status, message: 'Token has expired' } } });
      const error = await rejection(list());
      expect(error.status).toBe(401);
      expect(await signsOut(error)).toBe(true);
    }
    faulty.faults.push({ method: 'GET', path: '/api/v1/bg', times: 1, reply: { status: 503, body: { code: 503, message: 'Service Unavailable' } } });
    expect(await signsOut(await rejection(list()))).toBe(true);
    // The server's own answer to a revoked token.
    await faulty.server.call({ method: 'GET', url: '/api/v1/auth/logout', token: currentToken()! });
    const revoked = await rejection(list());
    expect(revoked.message).toBe('Token has expired');
    expect(await signsOut(revoked)).toBe(true);
  });

  it("R3: an HTTP 500 says 'Server Error' and the request id, never the server's internals", async () => {
    await signIn('manager');
    const crash = () => new Error('relation "secret_table" does not exist');
    faulty.faults.push({ method: 'GET', path: '/api/v1/bg', times: 2, throws: crash });
    const error = await rejection(list());
    expect(error.status).toBe(500);
    expect(error.message).toMatch(/^Server Error \([0-9a-f-]{36}\)$/);
    expect(error.message).not.toContain('secret_table');
    expect(await signsOut(error)).toBe(false);
    setRequestLocale('zh-CN');
    try {
      expect((await rejection(list())).message).toMatch(/^服务器错误 \(/);
    } finally {
      setRequestLocale('en-US');
    }
  });

  it('R5: user info without message Success, or with a code that is not 0, clears the stored credentials', async () => {
    faulty.faults.push({ method: 'GET', path: '/api/v1/auth/me', times: 1, rewrite: (body) => ({ ...body, message: 'OK' }) });
    await expect(signIn('manager')).rejects.toThrow();
    expect(currentToken()).toBeNull();
    expect(currentUser()).toBeUndefined();

    await signIn('manager');
    expect(currentToken()).toBeTruthy();
    faulty.faults.push({ method: 'GET', path: '/api/v1/auth/me', times: 1, rewrite: (body) => ({ ...body, code: 7, message: 'Account locked' }) });
    await expect(authProvider.getIdentity!()).resolves.toBeDefined(); // the stored user answers without a call
    localStorage.removeItem('user'); // a lost user entry: the identity is asked of the server
    await expect(authProvider.getIdentity!()).rejects.toThrow();
    expect(currentToken()).toBeNull();
  });
});
