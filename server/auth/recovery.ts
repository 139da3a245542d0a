// Local accounts beside the password sign-in: the captcha picture, self-registration (the account
// waits for an administrator to give it roles; the outcome goes by mail, never in the answer), and
// password recovery by a single-use link that expires, delivered through the mail outbox (sent by
// server/mail when MAIL_URL is set).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Locale } from '../../src/schema';
import type { DB } from '../db/types';
import type { FeatureRegistrar } from '../featureContext';
import { ApiError, ok } from '../http/errors';
import { access } from '../http/routeAccess';
import { authText } from './authMessages';
import { createCaptcha } from './captcha';
import { hashPassword } from './password';
import { accountKey, addressKey, limitAttempts, RATE_LIMITS } from './rateLimit';
import { isUniqueViolation } from '../db/failures';
import { writeTransaction } from '../db/retry';

export const RESET_TTL_MS = 30 * 60_000;
const USERNAME = /^[A-Za-z0-9._-]{3,50}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const LABELS: Record<string, Record<Locale, string>> = {
  username: { 'en-US': 'User name', 'zh-CN': '用户名' },
  password: { 'en-US': 'Password', 'zh-CN': '密码' },
  email: { 'en-US': 'E-mail', 'zh-CN': '电子邮箱' },
  token: { 'en-US': 'Reset token', 'zh-CN': '重置令牌' },
};

/** How a reset token is stored (also by the first administrator's one-time link, server/seed/accounts.ts). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const str = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
const bodyOf = (req: FastifyRequest) => (req.body ?? {}) as Record<string, unknown>;
const strongEnough = (p: string) => p.length >= 8 && p.length <= 200 && /[A-Za-z]/.test(p) && /\d/.test(p);

type Problem = false | 'missing' | 'usernameInvalid' | 'emailInvalid' | 'passwordWeak';

/** 400 naming every missing or invalid field at once. */
function check(locale: Locale, problems: [string, Problem][]) {
  const errors = problems.flatMap(([field, p]) =>
    !p ? [] : [{ field, message: p === 'missing' ? authText(locale, 'fieldRequired', { field: LABELS[field][locale] }) : authText(locale, p) }],
  );
  if (errors.length) throw new ApiError(400, errors[0].message, errors);
}

/**
 * Registration answers the same whether or not the name or e-mail is taken, and does the same work
 * (one scrypt, one mail): only the mailbox learns the outcome. A free name and e-mail make the account
 * (no roles) and a mail saying so; an e-mail already in use makes nothing and tells its owner which
 * account they have; a taken name with a new e-mail makes nothing and asks that address for another name.
 */
async function register(db: Kysely<DB>, req: FastifyRequest) {
  const locale = req.locale;
  const body = bodyOf(req);
  const username = str(body, 'username');
  const email = str(body, 'email').toLowerCase();
  const password = typeof body.password === 'string' ? body.password : '';
  check(locale, [
    ['username', !username ? 'missing' : !USERNAME.test(username) && 'usernameInvalid'],
    ['email', !email ? 'missing' : !EMAIL.test(email) && 'emailInvalid'],
    ['password', !password ? 'missing' : !strongEnough(password) && 'passwordWeak'],
  ]);
  await limitAttempts(db, req, [
    { key: addressKey('register', req), limit: RATE_LIMITS.account },
    // Each registration mails the address given: not a way to flood someone's mailbox.
    { key: accountKey('register', email), limit: 3 },
  ]);
  const passwordHash = await hashPassword(password);
  const nick = str(body, 'nick_name').slice(0, 100) || null;
  const mail = (subject: string, text: string) => ({ to_address: email, subject, body: text });
  const outcome = async (trx: Kysely<DB>) => {
    const owner = await trx.selectFrom('users').select('name').where((eb) => eb(eb.fn('lower', ['email']), '=', email)).orderBy('id').executeTakeFirst();
    if (owner) return mail(authText(locale, 'registerMailSubject'), authText(locale, 'registerEmailUsedBody', { name: username, existing: owner.name }));
    const nameTaken = await trx.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', username.toLowerCase())).executeTakeFirst();
    if (nameTaken) return mail(authText(locale, 'registerMailSubject'), authText(locale, 'registerNameUsedBody', { name: username }));
    await trx.insertInto('users').values({ name: username, nick_name: nick, email, language: null, password_hash: passwordHash }).execute();
    return mail(authText(locale, 'registerMailSubject'), authText(locale, 'registerCreatedBody', { name: username }));
  };
  const send = (trx: Kysely<DB>) => outcome(trx).then((m) => trx.insertInto('mail_outbox').values(m).execute());
  try {
    await writeTransaction(db, send);
  } catch (error) {
    // The same name registered at the same moment: the loser is told as if it had been taken before.
    if (!isUniqueViolation(error)) throw error;
    await writeTransaction(db, send);
  }
  // Not awaited: the delay must not tell which mail went out.
  void req.server.mailOutbox.wake();
  return ok(null);
}

type AfterAnswer = (req: FastifyRequest, work: () => Promise<void>) => void;

/** Runs work beside the answer instead of before it (its length must not show); closing the server waits for it. */
function afterAnswer(app: FastifyInstance): AfterAnswer {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (req, work) => {
    // Started once the answer is on its way: with the embedded database the work shares our thread.
    const done: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => req.log.error({ err, reqId: req.id }, 'password reset: the link could not be written'))
      .finally(() => running.delete(done));
    running.add(done);
  };
}

async function forgetPassword(db: Kysely<DB>, req: FastifyRequest, publicUrl: string, later: AfterAnswer) {
  const locale = req.locale;
  const body = bodyOf(req);
  const account = str(body, 'username') || str(body, 'email');
  check(locale, [['username', !account && 'missing']]);
  await limitAttempts(db, req, [
    { key: accountKey('forgetPwd', account), limit: 3 },
    { key: addressKey('forgetPwd', req), limit: RATE_LIMITS.account },
  ]);
  // Looking the account up and writing its link happen after the answer, so that neither the answer
  // nor its delay tells whether the account exists.
  later(req, async () => {
    const user = await db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'disabled'])
      .where((eb) => eb.or([eb('name', '=', account), eb(eb.fn('lower', ['email']), '=', account.toLowerCase())]))
      .orderBy('id')
      .executeTakeFirst();
    if (!user?.email || user.disabled) return;
    const token = randomBytes(32).toString('base64url');
    const link = `${publicUrl}/resetPwd?token=${token}`;
    await writeTransaction(db, async (trx) => {
      // A new link replaces older ones.
      await trx.updateTable('password_resets').set({ used_at: new Date() }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
      await trx.insertInto('password_resets').values({ user_id: user.id, token_hash: tokenHash(token), expires_at: new Date(Date.now() + RESET_TTL_MS) }).execute();
      await trx
        .insertInto('mail_outbox')
        .values({ to_address: user.email!, subject: authText(locale, 'resetMailSubject'), body: authText(locale, 'resetMailBody', { name: user.name, link, minutes: RESET_TTL_MS / 60_000 }) })
        .execute();
    });
    void req.server.mailOutbox.wake();
  });
  // The same answer whether or not the account exists.
  return ok(null);
}

async function resetPassword(db: Kysely<DB>, req: FastifyRequest) {
  const locale = req.locale;
  const body = bodyOf(req);
  const token = str(body, 'token');
  const password = typeof body.password === 'string' ? body.password : '';
  check(locale, [
    ['token', !token && 'missing'],
    ['password', !password ? 'missing' : !strongEnough(password) && 'passwordWeak'],
  ]);
  await limitAttempts(db, req, [{ key: addressKey('resetPwd', req), limit: RATE_LIMITS.account }]);
  const hash = await hashPassword(password);
  const done = await writeTransaction(db, async (trx) => {
    // Claiming the token and using it are one statement: two requests cannot both use it.
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: new Date() })
      .where('token_hash', '=', tokenHash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx.updateTable('users').set({ password_hash: hash, updated_at: new Date() }).where('id', '=', claimed.user_id).execute();
    // Whoever knew the old password is signed out everywhere.
    await trx.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', claimed.user_id).where('revoked_at', 'is', null).execute();
    return true;
  });
  if (!done) throw new ApiError(400, authText(locale, 'resetInvalid'), [{ field: 'token', message: authText(locale, 'resetInvalid') }]);
  return ok(null);
}

export const registerLocalAccounts: FeatureRegistrar = (app, { db, config }) => {
  app.get('/api/v1/auth/captcha', access('public'), async (req, reply) => {
    await limitAttempts(db, req, [{ key: addressKey('captcha', req), limit: RATE_LIMITS.address }]);
    const { id, svg } = await createCaptcha(db);
    reply.header('cache-control', 'no-store');
    return ok({ id, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` });
  });
  app.post('/api/v1/auth/register', access('public'), (req) => register(db, req));
  const later = afterAnswer(app);
  app.post('/api/v1/auth/forgetPwd', access('public'), (req) => forgetPassword(db, req, config.publicUrl, later));
  app.post('/api/v1/auth/resetPwd', access('public'), (req) => resetPassword(db, req));
};
