// The Chinese words of every declaration, read before they reach a screen: a generic list, record
// page or form shows only declared labels and the generic views' messages, so English left in them
// is found here once for all those screens (the browser sweep reads Chinese on lists and hand-written
// screens, not again on every generic record page).
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources/declarations';
import { zhMessages } from '../../../src/i18n/zh';
import { appModules } from '../../../src/registry';
import { englishWords } from '../../shared/chineseWords';

type Found = string[];

/** Every { en, zh } label under `value`, with its path. */
function labels(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (!value || typeof value !== 'object') return out;
  const o = value as Record<string, unknown>;
  if (typeof o.en === 'string' && typeof o.zh === 'string') out.push([path, o.zh]);
  else for (const [k, v] of Object.entries(o)) if (typeof v !== 'function') labels(v, `${path}.${k}`, out);
  return out;
}

/** Every string of a message catalogue, with its key. */
function messages(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) messages(v, path ? `${path}.${k}` : k, out);
  return out;
}

const offending = (texts: [string, string][]): Found =>
  texts.flatMap(([where, zh]) => {
    const words = englishWords(zh);
    return words.length ? [`${where}: ${words.join(', ')} in "${zh}"`] : [];
  });

describe('Chinese words of the declared screens', () => {
  it('every declaration label (resources, fields, options, help, actions, lines) is Chinese in zh-CN', () => {
    const texts = resources.flatMap((decl) => labels(decl, decl.name));
    expect(texts.length).toBeGreaterThan(1000);
    expect(offending(texts)).toEqual([]);
  });

  it('the generic views\' messages are Chinese in zh-CN', () => {
    const texts = messages(zhMessages, '');
    expect(texts.length).toBeGreaterThan(300);
    expect(offending(texts)).toEqual([]);
  });

  it('the modules\' own messages (their parts of generic screens and their screens) are Chinese in zh-CN', async () => {
    const texts: [string, string][] = [];
    for (const module of appModules.filter((m) => m.loadMessages)) for (const m of await module.loadMessages!()) messages(m['zh-CN'], module.name, texts);
    expect(texts.length).toBeGreaterThan(1000);
    expect(offending(texts)).toEqual([]);
  });
});
