// Every screen of the route table, its menu group and its sub-menu have words in both languages:
// a section added without messages showed its raw key ("events") in the menu and the breadcrumbs.
import { describe, expect, it } from 'vitest';
import { enMessages } from '../../../src/i18n/en';
import { zhMessages } from '../../../src/i18n/zh';
import { mergeMessages } from '../../../src/i18n/merge';
import { loadedModuleMessages } from '../../../src/i18n/moduleMessages';
import { menuGroupKey, menuSectionKey, screenLabelOf } from '../../../src/routes';
import { buildRegistry } from '../../../src/registry';

const { routeTable } = buildRegistry();

const valueAt = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);

// The first page's words: the app's and those the registry registers (the areas' menu places among them).
const withModules = (base: typeof enMessages, locale: 'en-US' | 'zh-CN') => mergeMessages(base, ...loadedModuleMessages().map((m) => m[locale]));
const catalogues = { 'en-US': withModules(enMessages, 'en-US'), 'zh-CN': withModules(zhMessages, 'zh-CN') };

describe('route labels', () => {
  it('has a sub-menu in the table (else the walk below proves nothing)', () => {
    expect(routeTable.filter((e) => e.menu?.section).length).toBeGreaterThan(5);
  });

  it('names every menu group and sub-menu of the route table in en-US and zh-CN, never by its key', () => {
    const missing: string[] = [];
    for (const entry of routeTable) {
      if (!entry.menu) continue;
      const words = [
        [entry.menu.group, menuGroupKey(entry.menu.group)],
        ...(entry.menu.section ? [[entry.menu.section, menuSectionKey(entry.menu.section)]] : []),
      ];
      for (const [locale, messages] of Object.entries(catalogues)) {
        for (const [name, key] of words) {
          const label = valueAt(messages, key);
          if (typeof label !== 'string' || !label.trim() || label === name || label === key) missing.push(`${entry.path} ${locale}: ${key}`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('names every screen of the route table in both languages', () => {
    const missing: string[] = [];
    for (const entry of routeTable) {
      const label = screenLabelOf(entry);
      for (const text of [label?.en, label?.zh]) if (!text?.trim() || text === entry.path) missing.push(entry.path);
    }
    expect(missing).toEqual([]);
  });

  it('words the message centre sub-menu', () => {
    expect(valueAt(catalogues['en-US'], menuSectionKey('events'))).toBe('Message centre');
    expect(valueAt(catalogues['zh-CN'], menuSectionKey('events'))).toBe('消息中心');
  });
});
