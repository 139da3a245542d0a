// The menu looks as it did before its group and sub-menu words moved from the central src/i18n/app.ts
// (their order was its key order) into the areas (src/resources/<area>/menu.ts, a declared `order`):
// menuWords.before.json holds the old words in the old order; the menu of today's route table,
// built both ways, must show the same groups, sections and entries, in the same order and words.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { menuTree, type MenuEntry } from '../../../src/layout/menuTree';
import { buildRegistry } from '../../../src/registry';
import { createI18nProvider } from '../../../src/i18n';
import { loadLocaleMessages } from '../../../src/i18n/locales';
import { labelIn, type Locale, type MenuOrder } from '../../../src/schema';
import { screenLabelOf } from '../../../src/routes/labels';

type Row = [name: string, en: string, zh: string];
const before = JSON.parse(readFileSync(new URL('./menuWords.before.json', import.meta.url), 'utf8')) as { groups: Row[]; sections: Row[] };
const oldOrder: MenuOrder = {
  groups: Object.fromEntries(before.groups.map(([name], i) => [name, i])),
  sections: Object.fromEntries(before.sections.map(([name], i) => [name, i])),
};
const oldWord = (rows: Row[], name: string, locale: Locale) => {
  const row = rows.find(([n]) => n === name);
  return row ? (locale === 'zh-CN' ? row[2] : row[1]) : `(${name})`;
};

async function menuIn(locale: Locale, old: boolean) {
  const registry = buildRegistry();
  await loadLocaleMessages(locale);
  const translate = createI18nProvider(locale).translate;
  // Entries of the groups and sections that existed before (a later module may add new ones).
  const entries = registry.routeTable.filter(
    (e): e is MenuEntry => !!e.menu && !e.menu.hidden && e.menu.group in oldOrder.groups && (!e.menu.section || e.menu.section in oldOrder.sections),
  );
  const word = (kind: 'menu' | 'section', name: string) =>
    old ? oldWord(kind === 'menu' ? before.groups : before.sections, name, locale) : translate(`app.${kind}.${name}`, { _: `(${name})` });
  return menuTree(entries, old ? oldOrder : registry.menuOrder).map((g) => ({
    group: word('menu', g.group),
    sections: g.sections.map((s) => ({
      section: s.section && word('section', s.section),
      entries: s.entries.map((e) => `${e.path} ${labelIn(screenLabelOf(e) ?? { en: '?', zh: '?' }, locale)}`),
    })),
  }));
}

describe('the menu', () => {
  it('shows the same groups, sections and entries, in the same order and words, in both languages', async () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const now = await menuIn(locale, false);
      expect(now.length, locale).toBeGreaterThan(5);
      expect(JSON.stringify(now)).not.toMatch(/"\(\w+\)"/);
      expect(now, locale).toEqual(await menuIn(locale, true));
    }
  });
});
