// The version check's rules (document 1 section 4): versions compare by major, minor, patch as
// numbers; a browser seen for the first time just remembers the server's version.

/** [major, minor, patch]; a leading "v", missing parts and suffixes ("-rc.1", "+build") are tolerated. */
export function versionParts(version: string): [number, number, number] {
  const core = version.trim().replace(/^v/i, '').split(/[-+]/)[0];
  const [major = 0, minor = 0, patch = 0] = core.split('.').map((part) => {
    const n = Number.parseInt(part, 10);
    return Number.isFinite(n) && n >= 0 ? n : 0;
  });
  return [major, minor, patch];
}

/** Negative when a is older than b, 0 when equal, positive when a is newer. */
export function compareVersions(a: string, b: string): number {
  const pa = versionParts(a);
  const pb = versionParts(b);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

/** What to do with the server's version given the cookie's: remember it, offer a reload, or nothing. */
export type VersionAction = 'remember' | 'offer-reload' | 'none';

export function versionAction(serverVersion: string, cookieVersion: string | undefined): VersionAction {
  if (!cookieVersion) return 'remember';
  const order = compareVersions(serverVersion, cookieVersion);
  if (order > 0) return 'offer-reload';
  // An older server (a rollback) is remembered too, so the next upgrade is offered again.
  return order < 0 ? 'remember' : 'none';
}
