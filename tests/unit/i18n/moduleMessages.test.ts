// Messages a module loads with its screens: both languages with the same keys and placeholders, and
// the provider translates them once they are loaded (and keeps them across a language switch).
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/i18n';
import { messageKeys } from '../../../src/i18n/merge';
import { addModuleMessages } from '../../../src/i18n/moduleMessages';
import { appModules, buildRegistry, moduleResourceNames } from '../../../src/registry';
import { findResource } from '../../../src/resources/declarations';

const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));
const valueAt = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('languages', () => {
  it('load Chinese only when it is chosen, then translate in it', async () => {
    // Runs first in the file: the first page carries English only: a provider cannot start in Chinese before it is loaded.
    expect(() => createI18nProvider('zh-CN')).toThrow(/zh-CN messages are not loaded/);
    const provider = createI18nProvider('en-US');
    expect(provider.translate('ra.action.save')).toBe('Save');
    await provider.changeLocale('zh-CN');
    expect(provider.translate('ra.action.save')).toBe('保存');
    expect(createI18nProvider('zh-CN').translate('app.menu.home')).toBe('首页');
  });
});

describe('module messages loaded with their screens', () => {
  const lazy = appModules.filter((m) => m.loadMessages);

  it('have the same keys and placeholders in en-US and zh-CN', async () => {
    expect(lazy.length).toBeGreaterThan(0);
    for (const module of lazy) {
      for (const messages of await module.loadMessages!()) {
        const en = messageKeys(messages['en-US']).sort();
        expect(messageKeys(messages['zh-CN']).sort(), module.name).toEqual(en);
        for (const key of en) {
          const english = placeholders(valueAt(messages['en-US'], key) as string);
          for (const name of placeholders(valueAt(messages['zh-CN'], key) as string)) expect(english.has(name), `${module.name} ${key}: %{${name}}`).toBe(true);
        }
      }
    }
  });

  it('are translated once loaded, in the language of the moment', async () => {
    const provider = createI18nProvider('en-US');
    const [messages] = await lazy[0].loadMessages!();
    const key = messageKeys(messages['en-US'])[0];
    expect(provider.translate(key)).toBe(key);
    await addModuleMessages(messages);
    expect(provider.translate(key)).toBe(valueAt(messages['en-US'], key));
    await provider.changeLocale('zh-CN');
    expect(provider.translate(key)).toBe(valueAt(messages['zh-CN'], key));
  });

  it('name only declared resources as the ones whose generic screens use them', () => {
    expect(moduleResourceNames.filter((name) => !findResource(name))).toEqual([]);
  });

  it('load with the generic screens of their own module\'s declarations, found by folder', async () => {
    const registry = buildRegistry();
    const rma = registry.findEntry('rma_task');
    expect(rma?.module).toBe('shipment/rma');
    const own = appModules.find((m) => m.name === 'shipment/rma')!;
    const [messages] = await own.loadMessages!();
    const key = messageKeys(messages['en-US'])[0];
    const provider = createI18nProvider('en-US');
    await registry.loadResourceMessages('rma_task');
    expect(provider.translate(key)).toBe(valueAt(messages['en-US'], key));
  });
});
