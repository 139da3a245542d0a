// The server modules (server/modules/<area>/<module>) in the order their migrations and demo data run: each after the modules it names in
// `after`, otherwise in the order found (by folder name), so the order is the same on every start.

import type { ServerModule } from './serverModule';

export function orderModules(found: ServerModule[]): ServerModule[] {
  const byName = new Map(found.map((m) => [m.name, m]));
  if (byName.size !== found.length) throw new Error(`Two server modules share a name: ${found.map((m) => m.name).filter((n, i, all) => all.indexOf(n) !== i).join(', ')}`);
  for (const m of found) {
    const unknown = (m.after ?? []).filter((name) => !byName.has(name));
    if (unknown.length) throw new Error(`Server module ${m.name} comes after ${unknown.join(', ')}: no such module`);
  }
  const ordered: ServerModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (m: ServerModule, path: string[]) => {
    if (state.get(m.name) === 'done') return;
    if (state.get(m.name) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(m.name)), m.name];
      throw new Error(`Server modules wait for each other in a circle: ${cycle.join(' → ')}`);
    }
    state.set(m.name, 'visiting');
    for (const name of m.after ?? []) visit(byName.get(name)!, [...path, m.name]);
    state.set(m.name, 'done');
    ordered.push(m);
  };
  for (const m of found) visit(m, []);
  return ordered;
}
