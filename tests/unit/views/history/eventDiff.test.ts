// The event diff: only changed fields, labelled from the declaration (or the history's words, the
// app's and the modules' first-page ones, as the provider holds them) in the UI language, enum values by their labels, references by their titles, bookkeeping columns left out.
import { describe, expect, it } from 'vitest';
import { changesOf, EMPTY, reasonText, recordText } from '../../../../src/views/history/eventDiff';
import { formatDateTime } from '../../../../src/i18n/format';
import { enMessages } from '../../../../src/i18n/en';
import { mergeMessages } from '../../../../src/i18n/merge';
import { zhMessages } from '../../../../src/i18n/zh';
import { appModules, buildRegistry } from '../../../../src/registry';
import type { HistoryContext, Words } from '../../../../src/views/history/eventDiff';

// What the history reads of the modules, as useHistoryContext gets it from the registry.
const registry = buildRegistry();
const ctx: HistoryContext = { declarations: await registry.loadDeclarations(), reasonWords: await registry.loadEventReasons() };

const wordsOf = (locale: 'en-US' | 'zh-CN'): Words => {
  const tree = mergeMessages(locale === 'en-US' ? enMessages : zhMessages, ...appModules.flatMap((m) => m.messages ?? []).map((m) => m[locale]));
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);
    return typeof value === 'string' ? value : undefined;
  };
};
const en = wordsOf('en-US');
const zh = wordsOf('zh-CN');

describe('changesOf', () => {
  it('lists only the fields that changed, old → new, with the declared labels', () => {
    const before = { id: 3, version: 1, code: 'AUTO', name: 'Old', remark: null, updated_at: '2026-01-01' };
    const after = { id: 3, version: 2, code: 'AUTO', name: 'New', remark: 'why', updated_at: '2026-01-02' };
    expect(changesOf(ctx, 'bg', before, after, 'en-US', en)).toEqual([
      { field: 'name', label: 'Name', before: 'Old', after: 'New' },
      { field: 'remark', label: 'Remark', before: EMPTY, after: 'why' },
    ]);
    expect(changesOf(ctx, 'bg', before, after, 'zh-CN', zh).map((c) => c.label)).toEqual(['名称', '备注']);
  });

  it('shows a created record field by field from nothing, and a reference by its title', () => {
    const after = { code: 'BU1', bg_id: 7, bg_id__title: 'Automotive', status: 'active' };
    const changes = changesOf(ctx, 'bu', null, after, 'en-US', en);
    expect(changes.find((c) => c.field === 'bg_id')).toMatchObject({ before: EMPTY, after: 'Automotive' });
    expect(changes.some((c) => c.field.endsWith('__title'))).toBe(false);
    expect(changes.find((c) => c.field === 'status')).toMatchObject({ label: 'Status', after: 'Active' });
    expect(changesOf(ctx, 'bu', { status: 'active' }, { status: 'inactive' }, 'zh-CN', zh)).toEqual([{ field: 'status', label: '状态', before: '启用', after: '停用' }]);
  });

  it('words the fields of resources without a declaration from the history words, arrays as lists', () => {
    const changes = changesOf(ctx, 'user', { roles: ['Viewer'], disabled: false }, { roles: ['Viewer', 'OP'], disabled: false, password: 'changed' }, 'en-US', en);
    expect(changes).toEqual([
      { field: 'roles', label: 'Roles', before: 'Viewer', after: 'Viewer, OP' },
      { field: 'password', label: 'Password', before: EMPTY, after: 'changed' },
    ]);
    const inChinese = changesOf(ctx, 'user', { language: 'en-US', disabled: false, permissions: [] }, { language: 'zh-CN', disabled: true, permissions: ['manage-bg'] }, 'zh-CN', zh);
    expect(inChinese).toEqual([
      { field: 'language', label: '语言', before: '英语', after: '简体中文' },
      { field: 'disabled', label: '已停用', before: '否', after: '是' },
      { field: 'permissions', label: '权限', before: EMPTY, after: '管理 BG' },
    ]);
  });

  it('words an account switch and an import', () => {
    expect(changesOf(ctx, 'user', null, { switched_back_to: 'admin' }, 'zh-CN', zh)).toEqual([{ field: 'switched_back_to', label: '切换回', before: EMPTY, after: 'admin' }]);
    expect(changesOf(ctx, 'bg', null, { inserted: 2, updated: 0, total: 2, file: 'bg.xlsx' }, 'en-US', en).map((c) => c.label)).toEqual(['Added', 'Updated', 'Rows in file', 'File']);
  });

  it('labels a line table written on its own by its line declaration, and lines by their number', () => {
    expect(changesOf(ctx, 'sloc_inventory', null, { sloc_id: 1, material_id: 2, material_id__title: 'MPN-1', is_default: true }, 'en-US', en)).toEqual([
      { field: 'material_id', label: 'Material', before: EMPTY, after: 'MPN-1' },
      { field: 'is_default', label: 'Default in plant', before: EMPTY, after: 'Yes' },
      { field: 'sloc_id', label: 'Storage location', before: EMPTY, after: '1' },
    ]);
    const lines = changesOf(ctx, 'sloc', { inventories: [{ material_id: 1 }] }, { inventories: [{ material_id: 2 }] }, 'zh-CN', zh);
    expect(lines).toEqual([{ field: 'inventories', label: '存放物料', before: '1 行', after: '1 行' }]);
  });

  it('shows times as local YYYY-MM-DD HH:mm, days as YYYY-MM-DD, amounts with 2 decimals and prices with their scale', () => {
    const at = '2026-03-01T06:05:09.123Z';
    const applied = changesOf(ctx, 'opo', { applied_at: null }, { applied_at: at }, 'zh-CN', zh);
    expect(applied).toEqual([{ field: 'applied_at', label: '执行时间', before: EMPTY, after: formatDateTime(at) }]);
    expect(applied[0].after).toMatch(/^2026-03-0[12] \d{2}:\d{2}$/);
    const po = changesOf(ctx, 'purchase_order', { amount: '2420.12100', unit_price: '1.21006' }, { amount: '4840.24200', unit_price: '2.42012' }, 'en-US', en);
    expect(po.map((c) => [c.field, c.before, c.after])).toEqual([
      ['unit_price', '1.21006', '2.42012'],
      ['amount', '2,420.12', '4,840.24'],
    ]);
  });
});

describe('reasonText', () => {
  it('words a transition, a command and the server\'s own reasons in the page\'s language', () => {
    expect(reasonText(ctx, 'opo', 'apply', 'zh-CN')).toBe('执行');
    expect(reasonText(ctx, 'inventory_brand', 'disable', 'zh-CN')).toBe('停用');
    expect(reasonText(ctx, 'purchase_order', 'quantity change', 'zh-CN')).toBe('数量变更');
    expect(reasonText(ctx, 'spot_market', 'invoice INV-7', 'zh-CN')).toBe('发票 INV-7');
    expect(reasonText(ctx, 'spot_market', 'invoice INV-7', 'en-US')).toBe('Invoice INV-7');
  });

  it('keeps a reason a person typed as written, and nothing for none', () => {
    expect(reasonText(ctx, 'bg', '客户要求合并', 'en-US')).toBe('客户要求合并');
    expect(reasonText(ctx, 'bg', null, 'zh-CN')).toBe('');
  });
});

describe('recordText', () => {
  it('names the record by its title from the event, else by its id', () => {
    expect(recordText(ctx, 'bg', 7, { name: 'Old' }, { name: 'Renamed group' })).toBe('Renamed group');
    expect(recordText(ctx, 'bg', 7, { name: 'Gone group' }, null)).toBe('Gone group');
    expect(recordText(ctx, 'bg', 7, null, { remark: 'only this' })).toBe('#7');
    expect(recordText(ctx, 'bg', null, null, null)).toBe('');
  });
});

