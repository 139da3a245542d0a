// The record actions of every module, by the name a declaration's `actions` gives them: found in
// each src/resources/<area>/<module>/actions/index.ts (its exported records of components). Read
// only by the generic list and show screens (src/views/actions), so they load with those screens
// and not with the first page.
import type { ActionComponent } from '../views/actions/types';

const found = import.meta.glob<Record<string, Record<string, ActionComponent>>>('../resources/*/*/actions/index.ts', { eager: true });

export const moduleActions: Record<string, ActionComponent> = {};
for (const path of Object.keys(found).sort()) {
  for (const actions of Object.values(found[path])) {
    for (const [name, component] of Object.entries(actions)) {
      if (moduleActions[name]) throw new Error(`modules: action "${name}" is defined twice`);
      moduleActions[name] = component;
    }
  }
}
