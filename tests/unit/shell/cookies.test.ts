// The version cookie (document 3 section 9): valid for 7 days, readable back, and forgotten on reload.
import { describe, expect, it } from 'vitest';
import { VERSION_COOKIE_LIFETIME_MS } from '../../../src/config';
import { deleteCookie, readCookie, writeCookie } from '../../../src/shell/cookies';

/** A document whose cookie setter records what was written and whose getter answers like a browser. */
function fakeDocument() {
  const written: string[] = [];
  const jar = new Map<string, string>();
  const doc = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      if (/max-age=0(;|$)/.test(line)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
  return { doc: doc as unknown as Document, written };
}

describe('the version cookie', () => {
  it('lives 7 days and reads back', () => {
    expect(VERSION_COOKIE_LIFETIME_MS).toBe(604_800_000);
    const { doc, written } = fakeDocument();
    writeCookie('version', '1.2.3', VERSION_COOKIE_LIFETIME_MS, doc);
    expect(written[0]).toMatch(/^version=1\.2\.3; max-age=604800; path=\//);
    expect(readCookie('version', doc)).toBe('1.2.3');
  });

  it('is forgotten when deleted', () => {
    const { doc } = fakeDocument();
    writeCookie('version', '1.2.3', VERSION_COOKIE_LIFETIME_MS, doc);
    deleteCookie('version', doc);
    expect(readCookie('version', doc)).toBeUndefined();
  });
});
