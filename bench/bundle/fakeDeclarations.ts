// Stand-ins for the declarations the next issues add (bench/bundle/size.ts): copies of the real ones,
// taken in turn, each under a name, route and menu place of its own, so the first page carries one more
// slim entry per copy and the declarations chunk one more declaration.
import { resources } from '../../src/resources/declarations';
import type { ResourceDeclaration } from '../../src/schema';
import { resourceEntryOf, type ResourceEntry } from '../../src/schema/resourceEntry';

export function fakeDeclarations(count: number): { full: ResourceDeclaration[]; slim: ResourceEntry[] } {
  const full: ResourceDeclaration[] = [];
  for (let i = 0; i < count; i++) {
    const real = resources[i % resources.length];
    const copy = JSON.parse(JSON.stringify(real)) as ResourceDeclaration;
    const n = i + 1;
    copy.name = `${real.name}_bench${n}`;
    copy.table = copy.name;
    copy.route = `/bench/area${n % 7}/${real.name}${n}`;
    copy.api = { ...copy.api, base: `/api/v1/bench/${real.name}${n}` };
    copy.menu = { ...copy.menu, section: `bench${n % 12}`, order: n };
    copy.label = { en: `${real.label.en} ${n}`, zh: `${real.label.zh} ${n}` };
    delete copy.routeParent;
    full.push(copy);
  }
  return { full, slim: full.map((d) => resourceEntryOf(d)) };
}
