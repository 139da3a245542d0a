// The first page's resource words: each declaration's name (menu, titles, breadcrumbs) and its search
// fields' labels (the header search) from its slim entry; the other field labels come with the full
// declarations (i18n/resources.ts).
import type { ScreenMessages } from '../i18n/types';
import { raName } from '../schema/names';
import type { ResourceEntry } from '../schema/resourceEntry';

export function nameMessages(entries: ResourceEntry[]): ScreenMessages {
  const of = (zh: boolean) => ({
    resources: Object.fromEntries(entries.map((e) => [
        raName(e),
        {
          name: zh ? e.label.zh : `${e.recordLabel.en} |||| ${e.label.en}`,
          fields: Object.fromEntries(Object.entries(e.search ?? {}).map(([f, l]) => [f, zh ? l.zh : l.en])),
        },
      ])),
  });
  return { 'en-US': of(false), 'zh-CN': of(true) };
}
