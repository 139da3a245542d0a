// Short-lived signed doc tickets: /doc opens in a new window, which cannot send the bearer
// header, and putting the session token in a URL would leak it to history and logs. A ticket
// names the user, expires after a minute, and opens only the documentation. The signing key is
// shared by every replica (server/auth/sharedSecret.ts): a ticket works on whichever one opens it.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TICKET_TTL_MS = 60_000;

export function makeTickets(secret: () => Promise<Buffer>) {
  const sign = async (payload: string) => createHmac('sha256', await secret()).update(payload).digest('base64url');
  return {
    async issue(userId: number, now = Date.now()): Promise<string> {
      const payload = `${userId}.${now + TICKET_TTL_MS}`;
      return `${payload}.${await sign(payload)}`;
    },

    /** The user id the ticket was issued to, or undefined when it is forged or expired. */
    async read(ticket: string, now = Date.now()): Promise<number | undefined> {
      const m = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{1,100})$/.exec(ticket);
      if (!m) return undefined;
      const expected = Buffer.from(await sign(`${m[1]}.${m[2]}`));
      const given = Buffer.from(m[3]);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      if (Number(m[2]) < now) return undefined;
      return Number(m[1]);
    },
  };
}
