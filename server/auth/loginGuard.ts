// The one password check behind every password form (/api/v1/auth/login and the development
// provider's page): attempts limited per account-from-an-address and per address, after three failed
// sign-ins a captcha that is checked before the password, and the same work (one scrypt) whether or
// not the account exists, so neither the answer nor its delay tells which accounts exist.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FieldError } from '../../src/schema';
import type { DB } from '../db/types';
import { ApiError } from '../http/errors';
import { t } from '../http/messages';
import { authText } from './authMessages';
import { solveCaptcha } from './captcha';
import { verifyPassword } from './password';
import { accountAddressKey, accountKey, addressKey, clearFailures, limitAttempts, needsCaptcha, RATE_LIMITS, recordFailure } from './rateLimit';

/** Every password form counts under this one action: failures on one form count on the other. */
const ACTION = 'login';

export interface PasswordUser {
  id: number;
  name: string;
  disabled: boolean;
}

export type LoginGuard = ReturnType<typeof makeLoginGuard>;

export function makeLoginGuard(db: Kysely<DB>) {
  // Failures (for the captcha) count per account from anywhere and per address.
  const failureKeys = (req: FastifyRequest, username: string) => [accountKey(ACTION, username), addressKey(ACTION, req)];
  const captchaError = (req: FastifyRequest, key: 'captchaRequired' | 'captchaWrong'): FieldError[] => [
    { field: 'captcha', message: authText(req.locale, key) },
  ];

  /** 429 over the limit; 400 naming `captcha` when one is due and not solved. */
  async function before(req: FastifyRequest, username: string, body: Record<string, unknown>): Promise<void> {
    await limitAttempts(db, req, [
      // Per account only from this address: a stranger elsewhere cannot use up the owner's allowance.
      { key: accountAddressKey(ACTION, username, req), limit: RATE_LIMITS.account },
      { key: addressKey(ACTION, req), limit: RATE_LIMITS.address },
    ]);
    if (!(await needsCaptcha(db, failureKeys(req, username)))) return;
    if (typeof body.captcha !== 'string' || !body.captcha.trim()) {
      throw new ApiError(400, authText(req.locale, 'captchaRequired'), captchaError(req, 'captchaRequired'));
    }
    if (!(await solveCaptcha(db, body.captchaId, body.captcha))) {
      throw new ApiError(400, authText(req.locale, 'captchaWrong'), captchaError(req, 'captchaWrong'));
    }
  }

  return {
    /** Whether a form for this name (or, without one, from this address) must show a captcha now. */
    captchaDue: (req: FastifyRequest, username = '') => needsCaptcha(db, username ? failureKeys(req, username) : [addressKey(ACTION, req)]),

    /**
     * The user whose password this is (disabled ones included: the caller decides), or a 401 whose
     * field errors name `captcha` once the next attempt needs one. `body` carries captchaId/captcha.
     */
    async signIn(req: FastifyRequest, username: string, password: string, body: Record<string, unknown>): Promise<PasswordUser> {
      await before(req, username, body);
      const user = await db.selectFrom('users').select(['id', 'name', 'password_hash', 'disabled']).where('name', '=', username).executeTakeFirst();
      // Runs scrypt even for an unknown user or one without a password (a dummy hash stands in).
      const valid = await verifyPassword(password, user?.password_hash ?? null);
      if (!user || !valid) {
        const due = await recordFailure(db, failureKeys(req, username));
        throw new ApiError(401, t(req.locale, 'loginFailed'), due ? captchaError(req, 'captchaRequired') : undefined);
      }
      await clearFailures(db, failureKeys(req, username));
      return { id: Number(user.id), name: user.name, disabled: Boolean(user.disabled) };
    },
  };
}
