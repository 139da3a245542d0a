// @vitest-environment happy-dom
// Document 000: "POST bodies are sent as multipart form data". Against the real server, which takes a
// form on every POST (docs/api-contract.md): signing in goes as a form, a text-only body goes as a form
// and its JSON-looking text stays text, and a body with values a form cannot type keeps JSON.
import { describe, expect, it } from 'vitest';
import { authProvider, currentUser } from '../../../src/authProvider';
import { SignInRefused } from '../../../src/authProvider/session';
import { requestJson, unwrapRecord } from '../../../src/dataProvider';
import { PASSWORD } from '../../server/harness';
import { signIn } from '../appServer';
import { lastBodyType, withFaultyServer } from './faultyServer';

const faulty = withFaultyServer();
const FORM = 'multipart/form-data';

describe('POST bodies', () => {
  it('signs in with a form, and a refused sign-in still gives the server its words', async () => {
    await signIn('manager');
    expect(lastBodyType(faulty, 'POST', '/api/v1/auth/login')).toBe(FORM);
    expect(currentUser()?.name).toBe('manager');
    const refused = await authProvider.login({ username: 'manager', password: `${PASSWORD}-wrong` }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SignInRefused);
    expect((refused as Error).message).toMatch(/password/i);
    expect(lastBodyType(faulty, 'POST', '/api/v1/auth/login')).toBe(FORM);
  });

  it('posts a text-only body as a form; JSON-looking text is stored as typed', async () => {
    await signIn('admin');
    const created = unwrapRecord<{ id: number; code: string; name: string }>(
      await requestJson('/api/v1/bg', { method: 'POST', body: { code: 'FORM-1', name: '["urgent", "call"]', status: 'active' } }),
    );
    expect(lastBodyType(faulty, 'POST', '/api/v1/bg')).toBe(FORM);
    expect(created).toMatchObject({ code: 'FORM-1', name: '["urgent", "call"]' });
  });

  it('keeps JSON for a body a form would change (null, numbers, lists)', async () => {
    await signIn('admin');
    const created = unwrapRecord<{ id: number; code: string; remark: string | null }>(
      await requestJson('/api/v1/bg', { method: 'POST', body: { code: 'JSON-1', name: 'typed', status: 'active', remark: null } }),
    );
    expect(lastBodyType(faulty, 'POST', '/api/v1/bg')).toBe('application/json');
    expect(created).toMatchObject({ code: 'JSON-1', remark: null });
  });
});
