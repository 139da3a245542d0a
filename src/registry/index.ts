// The browser's module registry: the one list the route table, the menu, i18n, the app bar, the
// user menu and the header counters read (record actions: src/registry/actions.ts). Modules are
// found by folder: every src/resources/<area>/<module>/index.ts and src/custom/<area>/<screen>/index.ts.
// Generic code names none, and adding a module touches no file here.
import { addModuleMessages } from '../i18n/moduleMessages';
import type { AppModule, CustomScreen, ViewLoader } from './types';

// Only each index's default export: the rest of a module stays out of the first page.
const found = import.meta.glob<AppModule>(['../resources/*/*/index.ts', '../custom/*/*/index.ts'], { eager: true, import: 'default' });

/** Every module, in the order of its folder path (so menus and messages never depend on discovery order). */
export const appModules: AppModule[] = Object.keys(found)
  .sort()
  .map((path) => found[path]);

// A module's lazy messages, loading or loaded; one that failed is forgotten so a retry loads again.
const loading = new Map<AppModule, Promise<void>>();
function loadMessagesOf(module: AppModule): Promise<void> {
  let done = loading.get(module);
  if (!done) {
    done = module.loadMessages!().then((all) => Promise.all(all.map(addModuleMessages))).then(() => undefined);
    done.catch(() => loading.delete(module));
    loading.set(module, done);
  }
  return done;
}

/** A screen or view of a module with messages of its own: they load with it, before it renders. */
function withMessagesOf<T>(module: AppModule, load: () => Promise<T>): () => Promise<T> {
  return module.loadMessages ? () => Promise.all([load(), loadMessagesOf(module)]).then(([loaded]) => loaded) : load;
}

// What the generic shell reads, each collected once.
export const customScreens: CustomScreen[] = appModules.flatMap((m) => (m.screens ?? []).map((s) => ({ ...s, load: withMessagesOf(m, s.load) })));
export const moduleMessages = appModules.flatMap((m) => m.messages ?? []);
export const moduleAppBarItems = appModules.flatMap((m) => m.appBarItems ?? []);
export const moduleUserMenuItems = appModules.flatMap((m) => m.userMenuItems ?? []);
export const moduleCounters = appModules.flatMap((m) => m.counters ?? []);
export const moduleViews: Record<string, ViewLoader> = {};
for (const m of appModules) {
  for (const [name, load] of Object.entries(m.views ?? {})) {
    if (moduleViews[name]) throw new Error(`modules: view "${name}" is defined twice`);
    moduleViews[name] = withMessagesOf(m, load);
  }
}

const resourceModules = new Map<string, AppModule[]>();
for (const m of appModules) for (const name of m.resources ?? []) resourceModules.set(name, [...(resourceModules.get(name) ?? []), m]);

/** The words the generic screens of a declaration need from modules (AppModule.resources), loaded once. */
export const loadResourceMessages = (resource: string): Promise<unknown> =>
  Promise.all((resourceModules.get(resource) ?? []).filter((m) => m.loadMessages).map(loadMessagesOf));

/** Every declaration a module names in `resources` (tests check each exists). */
export const moduleResourceNames = [...resourceModules.keys()];

export type { AppModule, CustomScreen } from './types';
