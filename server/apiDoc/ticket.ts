// Short-lived signed doc tickets: /doc opens in a new window, which cannot send the bearer
// header, and putting the session token in a URL would leak it to history and logs. A ticket
// names the user, expires after a minute, and opens only the documentation.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TICKET_TTL_MS = 60_000;
// One secret per server process: tickets are used at once, so a restart only asks for a new one.
const SECRET = randomBytes(32);

const sign = (payload: string) => createHmac('sha256', SECRET).update(payload).digest('base64url');

export function issueTicket(userId: number, now = Date.now()): string {
  const payload = `${userId}.${now + TICKET_TTL_MS}`;
  return `${payload}.${sign(payload)}`;
}

/** The user id the ticket was issued to, or undefined when it is forged or expired. */
export function readTicket(ticket: string, now = Date.now()): number | undefined {
  const m = /^(\d+)\.(\d+)\.([A-Za-z0-9_-]+)$/.exec(ticket);
  if (!m) return undefined;
  const expected = Buffer.from(sign(`${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (Number(m[2]) < now) return undefined;
  return Number(m[1]);
}
