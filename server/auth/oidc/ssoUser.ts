// The local user behind a verified ID token: by the provider's subject first, then by an e-mail the
// provider says it verified (and the link is remembered), else a new account with no roles, which an
// administrator activates. A first sign-in without a verified e-mail creates and links nothing: it
// could neither be matched to its owner's account later (the link would hold the subject for good)
// nor be told apart from someone using another person's address.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { IdClaims } from './verifyIdToken';
import { isUniqueViolation } from '../../db/failures';
import { writeTransaction } from '../../db/retry';

const NAME_PATTERN = /[^A-Za-z0-9._-]+/g;

/** A user name from the claims that no other account has yet. */
async function freeName(db: Kysely<DB>, claims: IdClaims): Promise<string> {
  const wanted = claims.preferred_username || claims.email?.split('@')[0] || `sso-${claims.sub}`;
  const base = wanted.replace(NAME_PATTERN, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'sso-user';
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    const taken = await db.selectFrom('users').select('id').where('name', '=', name).executeTakeFirst();
    if (!taken) return name;
  }
}

/** A first sign-in that cannot be given an account: no e-mail, or one the provider has not verified. */
export class SsoAccountRefused extends Error {
  constructor(readonly reason: 'emailMissing' | 'emailUnverified') {
    super(reason);
  }
}

/** Two first sign-ins of one person at once: the loser of the race finds the winner's link. */
export async function findOrCreateSsoUser(db: Kysely<DB>, issuer: string, claims: IdClaims): Promise<number> {
  try {
    return await linkOrCreate(db, issuer, claims);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return linkOrCreate(db, issuer, claims);
  }
}

function linkOrCreate(db: Kysely<DB>, issuer: string, claims: IdClaims): Promise<number> {
  return writeTransaction(db, async (trx) => {
    const linked = await trx.selectFrom('user_sso_links').select('user_id').where('issuer', '=', issuer).where('subject', '=', claims.sub).executeTakeFirst();
    if (linked) return linked.user_id;
    const email = claims.email?.trim().toLowerCase();
    if (!email) throw new SsoAccountRefused('emailMissing');
    // Only `email_verified: true` proves the person owns the address (and so the local account).
    if (claims.email_verified !== true) throw new SsoAccountRefused('emailUnverified');
    const byEmail = await trx
      .selectFrom('users')
      .select('users.id')
      .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email))
      // An account already linked to another subject of this issuer is someone else's.
      .where((eb) => eb.not(eb.exists(eb.selectFrom('user_sso_links').select('user_id').whereRef('user_sso_links.user_id', '=', 'users.id').where('user_sso_links.issuer', '=', issuer))))
      .orderBy('users.id')
      .executeTakeFirst();
    let userId = byEmail?.id;
    if (userId === undefined) {
      const created = await trx
        .insertInto('users')
        .values({ name: await freeName(trx, claims), nick_name: claims.name ?? null, email: claims.email!.trim(), language: null, password_hash: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = created.id;
    }
    await trx.insertInto('user_sso_links').values({ user_id: userId, issuer, subject: claims.sub }).execute();
    return userId;
  });
}
