// The mail outbox sent through a real SMTP server: a password-reset mail arrives and its link works;
// a refusing server leaves the row waiting with the try and the error recorded until a retry gets
// through; a mail refused every time is given up but kept; several senders on one database send
// each mail once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../../server/config';
import { startOutboxSender } from '../../../server/mail/outboxSender';
import { smtpTransport } from '../../../server/mail/transport';
import { startAuthServer, type AuthServer } from '../auth/authServer';
import { BACKENDS, PASSWORD } from '../harness';
import { startSmtpPeer, type SmtpPeer } from './smtpPeer';

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const hit = await probe();
    if (hit) return hit;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const timings = (mail: Partial<ServerConfig['mail']>) => (c: ServerConfig) => ({ ...c, mail: { ...c.mail, pollMs: 60_000, ...mail } });

describe.each(BACKENDS)('mail outbox on %s', (backend) => {
  let smtp: SmtpPeer;
  let s: AuthServer;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    s = await startAuthServer(backend, { MAIL_URL: smtp.url(), PUBLIC_URL: 'https://admin.example.com' }, { config: timings({ retryBaseMs: 1500 }) });
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) => s.app.inject({ method: 'POST', url, payload, remoteAddress });
  const outboxRow = (to: string) => s.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirst();

  it('sends the reset mail right away, marks it sent, and its link sets a new password', async () => {
    expect((await post('/api/v1/auth/forgetPwd', { username: 'manager' }, '10.1.0.1')).statusCode).toBe(200);
    const mail = await waitFor('the mail', async () => smtp.received.find((m) => m.to.includes('manager@example.com')));
    expect(mail.subject).toBe('Reset your password');
    const sent = await waitFor('sent_at', async () => (await outboxRow('manager@example.com'))?.sent_at && outboxRow('manager@example.com'));
    expect(sent).toMatchObject({ attempts: 1, last_error: null, failed_at: null });

    const token = /https:\/\/admin\.example\.com\/resetPwd\?token=([\w-]+)/.exec(mail.text)![1];
    expect((await post('/api/v1/auth/resetPwd', { token, password: 'mailed-pass-1' }, '10.1.0.1')).statusCode).toBe(200);
    expect((await post('/api/v1/auth/login', { username: 'manager', password: PASSWORD }, '10.1.0.2')).statusCode).toBe(401);
    expect((await post('/api/v1/auth/login', { username: 'manager', password: 'mailed-pass-1' }, '10.1.0.3')).statusCode).toBe(200);
  });

  it('keeps a refused mail waiting with the try and the error, and a later retry delivers it', async () => {
    smtp.state.password = 'rotated-secret';
    await post('/api/v1/auth/forgetPwd', { username: 'op' }, '10.1.1.1');
    const failed = await waitFor('the failed try', async () => {
      const row = await outboxRow('op@example.com');
      return row?.attempts === 1 && row;
    });
    expect(failed.sent_at).toBeNull();
    expect(failed.failed_at).toBeNull();
    expect(failed.last_error).toMatch(/535|Authentication failed/);
    expect(failed.last_error).not.toContain('right-secret');
    expect(new Date(failed.next_attempt_at!).getTime()).toBeGreaterThan(Date.now());
    expect(smtp.received.some((m) => m.to.includes('op@example.com'))).toBe(false);

    smtp.state.password = 'right-secret';
    const sent = await waitFor('the retry', async () => (await outboxRow('op@example.com'))?.sent_at && outboxRow('op@example.com'));
    expect(sent).toMatchObject({ attempts: 2, last_error: null });
    expect(smtp.received.filter((m) => m.to.includes('op@example.com'))).toHaveLength(1);
  });
});

describe.each(BACKENDS)('mail outbox giving up, and several senders, on %s', (backend) => {
  let smtp: SmtpPeer;
  let s: AuthServer;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    s = await startAuthServer(backend, { MAIL_URL: smtp.url() }, { config: timings({ retryBaseMs: 100, maxAttempts: 3 }) });
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('gives a mail up after the last try and keeps the row', async () => {
    smtp.state.refuse.add('nobody@example.com');
    const { id } = await s.db.insertInto('mail_outbox').values({ to_address: 'nobody@example.com', subject: 'Hi', body: 'secret link' }).returning('id').executeTakeFirstOrThrow();
    await s.app.mailOutbox.wake();
    // Three tries with back-off between them: on a busy machine (CI runs two files at once) that can
    // take longer than a single send, so this wait gets most of the test's time.
    const row = await waitFor(
      'giving up',
      async () => {
        const r = await s.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
        return r?.failed_at && r;
      },
      25_000,
    );
    expect(row).toMatchObject({ attempts: 3, sent_at: null, next_attempt_at: null });
    expect(row.last_error).toMatch(/550|No such mailbox/);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends each mail once when three senders share the database', async () => {
    const to = Array.from({ length: 45 }, (_, i) => `bulk-${i}@example.com`);
    await s.db.insertInto('mail_outbox').values(to.map((a) => ({ to_address: a, subject: 'Bulk', body: 'x' }))).execute();
    const others = [1, 2].map(() => startOutboxSender(s.db, smtpTransport({ ...s.config.mail, url: smtp.url() }), s.config.mail));
    await Promise.all([s.app.mailOutbox.wake(), ...others.map((o) => o.wake())]);
    await Promise.all(others.map((o) => o.stop()));
    const waiting = await s.db.selectFrom('mail_outbox').select('id').where('to_address', 'like', 'bulk-%').where('sent_at', 'is', null).execute();
    expect(waiting).toEqual([]);
    const got = smtp.received.flatMap((m) => m.to).filter((a) => a.startsWith('bulk-'));
    expect(got.sort()).toEqual([...to].sort());
  });
});
