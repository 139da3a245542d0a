// Protection of the password sign-in: attempts limited per account and address, and after three
// failed sign-ins a captcha that the server checks before it looks at the password.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FieldError } from '../../src/schema';
import type { DB } from '../db/types';
import { ApiError } from '../http/errors';
import { authText } from './authMessages';
import { solveCaptcha } from './captcha';
import { localeOf } from './guard';
import { accountKey, addressKey, clearFailures, limitAttempts, needsCaptcha, RATE_LIMITS, recordFailure } from './rateLimit';

export function makeLoginGuard(db: Kysely<DB>) {
  const keysOf = (req: FastifyRequest, username: string) => [accountKey('login', username), addressKey('login', req)];
  const captchaError = (req: FastifyRequest, key: 'captchaRequired' | 'captchaWrong'): FieldError[] => [
    { field: 'captcha', message: authText(localeOf(req), key) },
  ];

  return {
    /** Before the password is checked: 429 over the limit, 400 naming `captcha` when one is due and not solved. */
    async before(req: FastifyRequest, username: string, body: Record<string, unknown>): Promise<void> {
      const [account, address] = keysOf(req, username);
      await limitAttempts(db, req, [
        { key: account, limit: RATE_LIMITS.account },
        { key: address, limit: RATE_LIMITS.address },
      ]);
      if (!(await needsCaptcha(db, [account, address]))) return;
      if (typeof body.captcha !== 'string' || !body.captcha.trim()) {
        throw new ApiError(400, authText(localeOf(req), 'captchaRequired'), captchaError(req, 'captchaRequired'));
      }
      if (!(await solveCaptcha(db, body.captchaId, body.captcha))) {
        throw new ApiError(400, authText(localeOf(req), 'captchaWrong'), captchaError(req, 'captchaWrong'));
      }
    },

    /** After a wrong password: the field errors to send, naming `captcha` once the next attempt needs one. */
    async failed(req: FastifyRequest, username: string): Promise<FieldError[] | undefined> {
      return (await recordFailure(db, keysOf(req, username))) ? captchaError(req, 'captchaRequired') : undefined;
    },

    async succeeded(req: FastifyRequest, username: string): Promise<void> {
      await clearFailures(db, keysOf(req, username));
    },
  };
}
