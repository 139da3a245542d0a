// Captchas: the server draws the picture, keeps only a hash of the answer for five minutes, and
// each captcha can be tried once (right or wrong, it is gone afterwards).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { captchaSvg, randomAnswer } from './captchaImage';

export const CAPTCHA_TTL_MS = 5 * 60_000;

const answerHash = (id: string, answer: string) => createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('hex');

export interface Captcha {
  id: string;
  svg: string;
  /** Only for the server's own use (and tests); never sent to the browser. */
  answer: string;
}

export async function createCaptcha(db: Kysely<DB>): Promise<Captcha> {
  await db.deleteFrom('captchas').where('expires_at', '<', new Date()).execute();
  const id = randomBytes(16).toString('base64url');
  const answer = randomAnswer();
  await db.insertInto('captchas').values({ id, answer_hash: answerHash(id, answer), expires_at: new Date(Date.now() + CAPTCHA_TTL_MS) }).execute();
  return { id, svg: captchaSvg(answer), answer };
}

/** Whether the answer matches a live captcha; the captcha is used up either way. */
export async function solveCaptcha(db: Kysely<DB>, id: unknown, answer: unknown): Promise<boolean> {
  if (typeof id !== 'string' || typeof answer !== 'string' || !id || !answer || id.length > 100 || answer.length > 20) return false;
  const row = await db.deleteFrom('captchas').where('id', '=', id).returning(['answer_hash', 'expires_at']).executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() < Date.now()) return false;
  const expected = Buffer.from(row.answer_hash, 'hex');
  return timingSafeEqual(expected, Buffer.from(answerHash(id, answer), 'hex'));
}
