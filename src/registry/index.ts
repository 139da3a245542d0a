// The composition root's registry: built once (buildRegistry, called by App.tsx) and handed down
// through RegistryContext; generic code never imports this folder. Modules are found by folder: every
// src/resources/<area>/<module>/index.ts and src/custom/<area>/<screen>/index.ts; declarations by the
// slim index (resourceIndex.generated.ts), their full text loading with the first view that needs it.
import { registerAccessRules } from '../authProvider/access';
import { addModuleMessages } from '../i18n/moduleMessages';
import { resourceMessages } from '../i18n/resources';
import { buildRouteTable } from '../routes/table';
import { raName } from '../schema/names';
import { builtInCounters } from '../shell/counters/counterSources';
import type { AppRegistry, DeclarationSet } from '../shell/modules/appRegistry';
import type { AppModule, CustomScreen, ViewLoader } from '../shell/modules/types';
import type { ActionComponent } from '../views/actions/types';
import { nameMessages } from './nameMessages';
import { resourceIndex } from './resourceIndex.generated';
import { loadMessagesOf, withMessagesOf } from './moduleMessages';
import { menuPlaces } from './menuPlaces';
import { allNow, keep, keptOnce, mapNow } from '../shell/lazy/readyNow';
import type { AreaMenu } from '../schema/menuPlaces';
import { reasonLookup, type EventReasons } from '../schema/eventReasons';
import { registerPermissionWords } from '../i18n/permissionWords';
import type { Label } from '../schema/types';

// Only each index's default export: the rest of a module stays out of the first page.
const found = import.meta.glob<AppModule>(['../resources/*/*/index.ts', '../custom/*/*/index.ts'], { eager: true, import: 'default' });
// Each area's menu groups and sub-menus (order and words: the first page's menu needs them).
const areaMenus = import.meta.glob<AreaMenu>(['../resources/*/menu.ts', '../custom/*/menu.ts'], { eager: true, import: 'default' });
// Each module's own permissions' words (the spec's are the generated catalogue's): tiny, on the first page.
const permissionFiles = import.meta.glob<Record<string, Label>>(['../resources/*/*/permissions.ts', '../custom/*/*/permissions.ts'], { eager: true, import: 'default' });
// Each module's event reasons in words, loaded with the history.
const reasonFiles = import.meta.glob<EventReasons>('../resources/*/*/eventReasons.ts', { import: 'default' });
// Each module's record actions (actions/index.ts: records of components), loaded with the list and show screens.
const actionFiles = import.meta.glob<Record<string, Record<string, ActionComponent>>>('../resources/*/*/actions/index.ts');

/** Every module, in the order of its folder path (so menus and messages never depend on discovery order). */
export const appModules: AppModule[] = Object.keys(found)
  .sort()
  .map((path) => found[path]);

/** Every declaration a module names in `resources` (tests check each exists). */
export const moduleResourceNames = [...new Set(appModules.flatMap((m) => m.resources ?? []))];

function collectViews(): Record<string, ViewLoader> {
  const views: Record<string, ViewLoader> = {};
  for (const m of appModules) {
    for (const [name, load] of Object.entries(m.views ?? {})) {
      if (views[name]) throw new Error(`modules: view "${name}" is defined twice`);
      views[name] = withMessagesOf(m, keptOnce(load));
    }
  }
  return views;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let done: Promise<T> | undefined;
  return () => {
    if (!done) {
      done = keep(load());
      done.catch(() => (done = undefined));
    }
    return done;
  };
}

let reasonWords: ((reason: string) => Label | undefined) | undefined;
const loadEventReasons = once(async () => {
  const loaded = await Promise.all(Object.keys(reasonFiles).sort().map((path) => reasonFiles[path]()));
  return (reasonWords = reasonLookup(loaded));
});

let loadedSet: DeclarationSet | undefined;
// The event reasons' words (a few KiB) come along: every screen that may show a history waits for this.
const loadDeclarations = once(async (): Promise<DeclarationSet> => {
  const [set] = await Promise.all([import('../resources/declarations'), loadEventReasons()]);
  await addModuleMessages({ 'en-US': resourceMessages('en-US', set.resources), 'zh-CN': resourceMessages('zh-CN', set.resources) });
  return (loadedSet = set);
});

/** The declarations once loaded: every view waits for loadDeclarations before it renders. */
function loadedDeclarations(): DeclarationSet {
  if (!loadedSet) throw new Error('the declarations are not loaded yet: a view waits for registry.loadDeclarations()');
  return loadedSet;
}

/**
 * A signed-in screen's loader, loading the declarations, their words and the record actions alongside
 * (a hand-written screen may show a generic list) unless it says it reads no declaration.
 */
function withDeclarations(screen: CustomScreen, loadActions: () => Promise<void>): CustomScreen['load'] {
  const load = keptOnce(screen.load);
  if (screen.public || screen.declarations === false) return load;
  return () => mapNow(allNow([load(), loadDeclarations(), loadActions()] as const), ([loaded]) => loaded);
}

function actionsLoader(actions: Record<string, ActionComponent>) {
  return once(async () => {
    const paths = Object.keys(actionFiles).sort();
    const files = await Promise.all(paths.map((p) => actionFiles[p]()));
    for (const file of files) {
      for (const group of Object.values(file)) {
        for (const [name, component] of Object.entries(group)) {
          if (actions[name] && actions[name] !== component) throw new Error(`modules: action "${name}" is defined twice`);
          actions[name] = component;
        }
      }
    }
  });
}


function build(): AppRegistry {
  const actions: Record<string, ActionComponent> = {};
  const loadActions = actionsLoader(actions);
  const screens = appModules.flatMap((m) => (m.screens ?? []).map((s) => ({ ...s, load: withMessagesOf(m, withDeclarations(s, loadActions)) })));
  const byName = new Map(resourceIndex.flatMap((e) => [[e.name, e] as const, [raName(e), e] as const]));
  const resourceModules = new Map<string, AppModule[]>();
  // A declaration's screens use the words of its own module (by folder) and of any module naming it in `resources`.
  const add = (name: string, m: AppModule) => resourceModules.set(name, [...(resourceModules.get(name) ?? []), m]);
  for (const m of appModules) for (const name of m.resources ?? []) add(name, m);
  const moduleByFolder = new Map<string, AppModule>();
  for (const path of Object.keys(found)) {
    const folder = /^\.\.\/resources\/([^/]+\/[^/]+)\/index\.ts$/.exec(path)?.[1];
    if (folder) moduleByFolder.set(folder, found[path]);
  }
  for (const e of resourceIndex) {
    const own = e.module ? moduleByFolder.get(e.module) : undefined;
    if (own && !resourceModules.get(e.name)?.includes(own)) add(e.name, own);
  }
  const menu = menuPlaces(areaMenus);
  const registry: AppRegistry = {
    resources: resourceIndex,
    menuOrder: menu.order,
    findEntry: (name) => byName.get(name),
    screens,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    routeTable: buildRouteTable(resourceIndex, screens.map(({ load, noLayout, declarations, ...entry }) => entry)),
    messages: appModules.flatMap((m) => m.messages ?? []),
    appBarItems: appModules.flatMap((m) => m.appBarItems ?? []),
    userMenuItems: appModules.flatMap((m) => m.userMenuItems ?? []),
    counters: [...appModules.flatMap((m) => m.counters ?? []), ...builtInCounters],
    views: collectViews(),
    loadResourceMessages: (resource) => allNow((resourceModules.get(resource) ?? []).filter((m) => m.loadMessages).map(loadMessagesOf)),
    loadDeclarations,
    loadedDeclarations,
    loadEventReasons,
    loadedEventReasons: () => reasonWords,
    actions,
    loadActions,
  };
  // The parts outside React get theirs here, once: the access rules of every screen, the first page's words.
  registerAccessRules(Object.fromEntries(screens.map((s) => [s.path, s.access])));
  registerAccessRules(Object.fromEntries(resourceIndex.map((e) => [e.name, e.access])));
  registerAccessRules(Object.fromEntries(resourceIndex.map((e) => [raName(e), e.access])));
  for (const path of Object.keys(permissionFiles).sort()) registerPermissionWords(permissionFiles[path]);
  for (const messages of [nameMessages(resourceIndex), menu.messages, ...registry.messages]) void addModuleMessages(messages);
  return registry;
}

let built: AppRegistry | undefined;

/** The registry, built at the first call: the composition root (App.tsx) makes that call. */
export function buildRegistry(): AppRegistry {
  return (built ??= build());
}

export type { AppModule, CustomScreen } from '../shell/modules/types';
