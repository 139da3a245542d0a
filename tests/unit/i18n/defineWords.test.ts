// Words are declared with one typed helper per side, so the type checker (tsc -p tsconfig.json
// covers tests) refuses a zh-CN tree whose keys differ from the en-US one: the @ts-expect-error
// lines below fail the type check the day the helper stops catching them.
import { readdirSync, readFileSync } from 'node:fs';
import { defineWords } from '../../../src/i18n/defineWords';
import { defineWords as defineServerWords } from '../../../server/http/words';

describe('defineWords (browser)', () => {
  it('gives back both trees as written', () => {
    const words = defineWords({ 'en-US': { screens: { x: { a: 'A %{n}' } } }, 'zh-CN': { screens: { x: { a: '甲 %{n}' } } } });
    expect(words['zh-CN'].screens.x.a).toBe('甲 %{n}');
  });

  it('refuses, at type-check, a key missing or extra in zh-CN and a tree where a text belongs', () => {
    // @ts-expect-error zh-CN lacks b
    defineWords({ 'en-US': { s: { a: 'A', b: 'B' } }, 'zh-CN': { s: { a: '甲' } } });
    // @ts-expect-error zh-CN has z, which en-US does not
    defineWords({ 'en-US': { s: { a: 'A' } }, 'zh-CN': { s: { a: '甲', z: '乙' } } });
    // @ts-expect-error a is a text in en-US
    defineWords({ 'en-US': { s: { a: 'A' } }, 'zh-CN': { s: { a: { q: '甲' } } } });
    expect(true).toBe(true);
  });

  it('is how every module declares its screen words', () => {
    const files = ['src/resources', 'src/custom', 'src/views'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /essages\.ts$/.test(f)).map((f) => `${dir}/${f}`),
    );
    expect(files.length).toBeGreaterThan(20);
    const untyped = files.filter((f) => /: ScreenMessages = \{/.test(readFileSync(f, 'utf8')));
    expect(untyped).toEqual([]);
  });
});

describe('defineWords (server)', () => {
  const text = defineServerWords({
    'en-US': { gone: (a: { no: string }) => `Order ${a.no} is gone`, none: () => 'Nothing', row: 'Row %{row}: %{message}' },
    'zh-CN': { gone: (a) => `订单 ${a.no} 已不存在`, none: () => '无', row: '第 %{row} 行：%{message}' },
  });

  it('answers in the caller’s language, English for any other', () => {
    expect(text('zh-CN', 'gone', { no: 'SO-1' })).toBe('订单 SO-1 已不存在');
    expect(text('en-US', 'gone', { no: 'SO-1' })).toBe('Order SO-1 is gone');
    expect(text('fr-FR', 'none')).toBe('Nothing');
  });

  it('fills a text’s placeholders and leaves one without a value in sight', () => {
    expect(text('zh-CN', 'row', { row: 3, message: '缺少料号' })).toBe('第 3 行：缺少料号');
    expect(text('en-US', 'row', { row: 3 })).toBe('Row 3: %{message}');
  });

  it('refuses, at type-check, a missing key, an extra key and wrong arguments', () => {
    // @ts-expect-error zh-CN lacks b
    defineServerWords({ 'en-US': { a: () => 'A', b: () => 'B' }, 'zh-CN': { a: () => '甲' } });
    // @ts-expect-error zh-CN has z
    defineServerWords({ 'en-US': { a: 'A' }, 'zh-CN': { a: '甲', z: '乙' } });
    // @ts-expect-error gone needs { no }
    expect(() => text('en-US', 'gone')).toThrow();
  });
});
