// A declaration's slim entry (route, access rule, labels) for a module's list of custom screens: what a
// screen's route needs of a resource without importing its model, whose declarations (and the schema's
// checks) would then load with the first page. The slim index is on the first page already.
import type { ResourceEntry } from '../schema/resourceEntry';
import { resourceIndex } from './resourceIndex.generated';

export function resourceEntry(name: string): ResourceEntry {
  const entry = resourceIndex.find((e) => e.name === name);
  if (!entry) throw new Error(`no declaration "${name}" in the resource index (run npx tsx scripts/resourceIndex.mjs)`);
  return entry;
}
