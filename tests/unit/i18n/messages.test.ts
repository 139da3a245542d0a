import englishMessages from 'ra-language-english';
import { appMessagesEn } from '../../../src/i18n/app';
import { appZh } from '../../../src/i18n/appZh';
import { enMessages } from '../../../src/i18n/en';
import { mergeMessages, messageKeys } from '../../../src/i18n/merge';
import { resourceMessages } from '../../../src/i18n/resources';
import { chineseMessages, zhMessages } from '../../../src/i18n/zh';
import { raName, resources } from '../../../src/resources/declarations';
import { SYSTEM_FIELDS } from '../../../src/schema/types';

const valueAt = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);

// Resource names hold slashes, not dots, so splitting keys on dots is safe.
const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));

describe('translations', () => {
  it('zh-CN translates every react-admin key, and no more', () => {
    expect(new Set(messageKeys(chineseMessages))).toEqual(new Set(messageKeys(englishMessages)));
  });

  it('zh-CN and en-US have the same keys, app and resources included', () => {
    const en = messageKeys(enMessages).sort();
    const zh = messageKeys(zhMessages).sort();
    expect(zh.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !zh.includes(k))).toEqual([]);
  });

  it('has a name and every field, system fields included, for each declaration in both languages', () => {
    // The registry adds the resources' words when the declarations load (src/registry).
    for (const messages of [mergeMessages(enMessages, resourceMessages('en-US', resources)), mergeMessages(zhMessages, resourceMessages('zh-CN', resources))]) {
      for (const decl of resources) {
        const base = `resources.${raName(decl)}`;
        expect(typeof valueAt(messages, `${base}.name`)).toBe('string');
        for (const field of [...Object.keys(decl.fields), ...SYSTEM_FIELDS]) {
          expect(valueAt(messages, `${base}.fields.${field}`), `${base}.fields.${field}`).toEqual(expect.any(String));
        }
      }
    }
  });

  it('takes resource labels from the declarations, with an English plural form', () => {
    const [decl] = resources;
    const en = resourceMessages('en-US', resources).resources[raName(decl)];
    const zh = resourceMessages('zh-CN', resources).resources[raName(decl)];
    expect(en.name).toBe(`${decl.recordLabel.en} |||| ${decl.label.en}`);
    expect(zh.name).toBe(decl.label.zh);
    expect(en.fields.created_at).toBe('Created');
    expect(zh.fields.created_at).toBe('创建时间');
  });

  it('uses in zh-CN only placeholders the English message has', () => {
    for (const key of messageKeys(enMessages)) {
      const en = valueAt(enMessages, key) as string;
      const zh = valueAt(zhMessages, key) as string;
      for (const name of placeholders(zh)) expect(placeholders(en).has(name), `${key}: %{${name}}`).toBe(true);
    }
  });

  it('leaves no zh-CN react-admin message in English', () => {
    const untranslated = messageKeys(chineseMessages).filter((key) => {
      const zh = valueAt(chineseMessages, key) as string;
      return /[a-z]{3,}/i.test(zh.replace(/%\{\w+\}/g, '')) && zh === valueAt(englishMessages, key);
    });
    expect(untranslated).toEqual([]);
  });

  it("names the shell's own entries (the menu groups are the areas' words: tests/unit/layout/menuWords.test.ts)", () => {
    expect(appMessagesEn.app.menu.home).toBe('Home');
    expect(appZh.app.menu.friendlyLinks).toBe('友情链接');
    expect(appMessagesEn.app.error.server_error).toBe('Server Error');
  });
});
