import type { AppUser } from '../../authProvider/user';
import type { CounterSource } from './types';

export type Counts = Record<string, number>;

/** Every count that loads; one that fails is skipped rather than failing the others. */
export async function loadCounts(user: AppUser, sources: CounterSource[]): Promise<Counts> {
  const results = await Promise.allSettled(sources.map((s) => s.load(user)));
  const counts: Counts = {};
  results.forEach((r, i) => {
    if (r.status === 'fulfilled' && r.value !== undefined) counts[sources[i].key] = r.value;
  });
  return counts;
}
