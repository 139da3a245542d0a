import { describe, expect, it } from 'vitest';
import type { AppUser } from '../../../src/authProvider/user';
import { loadCounts, type CounterSource } from '../../../src/shell/counters/counterSources';

const user: AppUser = { id: 1, name: 'ada', roles: [], permissions: [], auditCount: 3 };
const source = (key: string, load: CounterSource['load']): CounterSource => ({ key, label: { en: key, zh: key }, load });

describe('loading the header counters', () => {
  it('keeps the counts that load and leaves out the ones that fail or do not apply', async () => {
    const counts = await loadCounts(user, [
      source('ok', async () => 4),
      source('broken', async () => {
        throw new Error('503');
      }),
      source('notForYou', async () => undefined),
      source('fromUser', async (u) => u.auditCount),
    ]);
    expect(counts).toEqual({ ok: 4, fromUser: 3 });
  });
});
