// Version notes: GET /api/v2/git-lab/tags answers the running build's version and its release notes
// and the older ones, newest first, in the caller's language; never a version newer than the build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VersionList } from '../../../../../src/resources/system/version/model/wire';
import { versionList } from '../../../../../server/modules/system/version/routes';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

const l = (en: string) => ({ en, zh: `中 ${en}` });
const NOTES = [
  { version: '0.9.0', released_at: '2027-01-01', notes: [l('later')] },
  { version: '0.2.10', released_at: '2026-12-01', notes: [l('ten'), l('ten b')] },
  { version: '0.2.9', released_at: '2026-11-01', notes: [l('nine')] },
];

describe('version list', () => {
  it('lists the running version and older ones, newest first by number, not by text', () => {
    const list = versionList('0.2.10', 'en-US', NOTES);
    expect(list.api.version).toBe('0.2.10');
    expect(list.versionInfo.map((v) => v.tag_name)).toEqual(['v0.2.10', 'v0.2.9']);
    expect(list.versionInfo[0]).toEqual({ tag_name: 'v0.2.10', released_at: '2026-12-01', description: 'ten\nten b', current: true });
    expect(versionList('v0.2.9-rc.1', 'zh-CN', NOTES).versionInfo).toEqual([{ tag_name: 'v0.2.9', released_at: '2026-11-01', description: '中 nine', current: true }]);
  });
});

describe.each(BACKENDS)('GET /api/v2/git-lab/tags (%s)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(() => s.close());

  it('answers any signed-in user with the build version and the notes up to it, and nobody signed out', async () => {
    const res = await s.call({ method: 'GET', url: '/api/v2/git-lab/tags', token: await s.login('viewer'), headers: { 'accept-language': 'zh-CN' } });
    expect(res.status).toBe(200);
    const data = res.body.data as VersionList;
    // The harness runs as version 1.2.3, which has no note of its own: the older notes, none current.
    expect(data.api.version).toBe('1.2.3');
    expect(data.versionInfo.length).toBeGreaterThan(1);
    expect(data.versionInfo[0]).toMatchObject({ tag_name: 'v0.1.0', current: false });
    expect(data.versionInfo[0].description).toMatch(/[\u4e00-\u9fff]/);
    expect((await s.call({ method: 'GET', url: '/api/v2/git-lab/tags' })).status).toBe(401);
  });
});
