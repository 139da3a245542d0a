// Passwords are stored as scrypt hashes with a per-user salt; the plain text never leaves this module.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEYLEN = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const parse = (stored: string | null) => {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const usable = scheme === 'scrypt' && salt && hash && Object.values(params).every((v) => Number.isInteger(v) && v > 0);
  return usable ? { salt: Buffer.from(salt, 'base64'), expected: Buffer.from(hash, 'base64'), params } : undefined;
};

// Stands in for an unknown user, an account without a password or a damaged hash, so that every
// sign-in costs one scrypt at our parameters and the answer's delay tells nothing about accounts.
const DUMMY = { salt: randomBytes(16), expected: randomBytes(KEYLEN), params: PARAMS };

/** Whether the password matches; always does the same work, whatever `stored` is (null included). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const real = parse(stored);
  const { salt, expected, params } = real ?? DUMMY;
  const key = await scrypt(password, salt, expected.length, params);
  return timingSafeEqual(key, expected) && real !== undefined;
}
