// English words that have Chinese ones must not be left in zh-CN labels: the menu, list titles,
// columns and permission labels of a Chinese page read "最大出货", not "Maxout".
import { describe, expect, it } from 'vitest';
import { PERMISSION_LABELS } from '../../../src/i18n/permissions';
import { resources } from '../../../src/resources/declarations';
import type { Label } from '../../../src/schema/types';

const LEFTOVER = /max-?out/i;

function declarationLabels(): [string, Label][] {
  return resources.flatMap((decl) => [
    [`${decl.name}.label`, decl.label] as [string, Label],
    [`${decl.name}.recordLabel`, decl.recordLabel] as [string, Label],
    ...Object.entries(decl.fields).map(([name, field]) => [`${decl.name}.${name}`, field.label] as [string, Label]),
  ]);
}

describe('zh-CN leftovers', () => {
  it('calls the max-out 最大出货 in the declarations (menu, titles, columns)', () => {
    const left = declarationLabels().filter(([, l]) => LEFTOVER.test(l.zh)).map(([where, l]) => `${where}: ${l.zh}`);
    expect(left).toEqual([]);
    expect(resources.find((d) => d.name === 'maxout')?.label.zh).toBe('最大出货');
  });

  it('calls the max-out 最大出货 in the permission labels', () => {
    const left = Object.entries(PERMISSION_LABELS).filter(([, l]) => LEFTOVER.test(l.zh)).map(([name, l]) => `${name}: ${l.zh}`);
    expect(left).toEqual([]);
    expect(PERMISSION_LABELS['view-maxout'].zh).toBe('查看最大出货');
  });
});
