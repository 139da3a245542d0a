// Plain document.cookie access for the shell's own small cookies (the version cookie).

export function readCookie(name: string, doc: Document = document): string | undefined {
  for (const pair of doc.cookie ? doc.cookie.split(';') : []) {
    const at = pair.indexOf('=');
    const key = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (key === name) return decodeURIComponent(at < 0 ? '' : pair.slice(at + 1).trim());
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeMs: number, doc: Document = document): void {
  doc.cookie = `${name}=${encodeURIComponent(value)}; max-age=${Math.round(maxAgeMs / 1000)}; path=/; SameSite=Lax`;
}

// Max-Age=0 deletes in browsers; the past Expires also covers cookie jars that keep a cookie
// expiring "now" until the clock moves on (happy-dom compares strictly).
export function deleteCookie(name: string, doc: Document = document): void {
  doc.cookie = `${name}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
