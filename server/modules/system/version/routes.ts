// GET /api/v2/git-lab/tags (spec: version check): the running build's version and the release notes
// of it and every older version, newest first, in the caller's language. Any signed-in user.
import { labelIn } from '../../../../src/schema';
import type { VersionList } from '../../../../src/resources/system/version/model/wire';
import type { FeatureRegistrar } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { RELEASE_NOTES, type ReleaseNote } from './releaseNotes';

/** major.minor.patch as numbers (a leading v and a suffix ignored), as the browser's version check compares. */
function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.trim().replace(/^v/i, '').split(/[-+]/)[0].split('.').map((p) => Number.parseInt(p, 10) || 0);
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

export function versionList(running: string, locale: string, notes: ReleaseNote[] = RELEASE_NOTES): VersionList {
  const released = notes.filter((n) => compareVersions(n.version, running) <= 0).sort((a, b) => compareVersions(b.version, a.version));
  return {
    api: { version: running },
    versionInfo: released.map((n) => ({
      tag_name: `v${n.version}`,
      released_at: n.released_at,
      description: n.notes.map((x) => labelIn(x, locale)).join('\n'),
      current: compareVersions(n.version, running) === 0,
    })),
  };
}

export const versionFeature: FeatureRegistrar = (app, ctx) => {
  app.get('/api/v2/git-lab/tags', access('signedIn'), async (req) => ok(versionList(ctx.config.version, req.locale)));
};
