// The event diff: only changed fields, labelled from the declaration (or the event catalogue) in the
// UI language, enum values by their labels, references by their titles, bookkeeping columns left out.
import { describe, expect, it } from 'vitest';
import { changesOf, EMPTY } from '../../../../src/views/history/eventDiff';

describe('changesOf', () => {
  it('lists only the fields that changed, old → new, with the declared labels', () => {
    const before = { id: 3, version: 1, code: 'AUTO', name: 'Old', remark: null, updated_at: '2026-01-01' };
    const after = { id: 3, version: 2, code: 'AUTO', name: 'New', remark: 'why', updated_at: '2026-01-02' };
    expect(changesOf('bg', before, after, 'en-US')).toEqual([
      { field: 'name', label: 'Name', before: 'Old', after: 'New' },
      { field: 'remark', label: 'Remark', before: EMPTY, after: 'why' },
    ]);
    expect(changesOf('bg', before, after, 'zh-CN').map((c) => c.label)).toEqual(['名称', '备注']);
  });

  it('shows a created record field by field from nothing, and a reference by its title', () => {
    const after = { code: 'BU1', bg_id: 7, bg_id__title: 'Automotive', status: 'active' };
    const changes = changesOf('bu', null, after, 'en-US');
    expect(changes.find((c) => c.field === 'bg_id')).toMatchObject({ before: EMPTY, after: 'Automotive' });
    expect(changes.some((c) => c.field.endsWith('__title'))).toBe(false);
    expect(changes.find((c) => c.field === 'status')).toMatchObject({ label: 'Status', after: 'Active' });
    expect(changesOf('bu', { status: 'active' }, { status: 'inactive' }, 'zh-CN')).toEqual([{ field: 'status', label: '状态', before: '启用', after: '停用' }]);
  });

  it('words the fields of resources without a declaration from the event catalogue, arrays as lists', () => {
    const changes = changesOf('user', { roles: ['Viewer'], disabled: false }, { roles: ['Viewer', 'OP'], disabled: false, password: 'changed' }, 'en-US');
    expect(changes).toEqual([
      { field: 'roles', label: 'Roles', before: 'Viewer', after: 'Viewer, OP' },
      { field: 'password', label: 'Password', before: EMPTY, after: 'changed' },
    ]);
    const zh = changesOf('user', { language: 'en-US', disabled: false, permissions: [] }, { language: 'zh-CN', disabled: true, permissions: ['manage-bg'] }, 'zh-CN');
    expect(zh).toEqual([
      { field: 'language', label: '语言', before: '英语', after: '简体中文' },
      { field: 'disabled', label: '已停用', before: '否', after: '是' },
      { field: 'permissions', label: '权限', before: EMPTY, after: '管理 BG' },
    ]);
  });

  it('words an account switch and an import', () => {
    expect(changesOf('user', null, { switched_back_to: 'admin' }, 'zh-CN')).toEqual([{ field: 'switched_back_to', label: '切换回', before: EMPTY, after: 'admin' }]);
    expect(changesOf('bg', null, { inserted: 2, updated: 0, total: 2, file: 'bg.xlsx' }, 'en-US').map((c) => c.label)).toEqual(['Added', 'Updated', 'Rows in file', 'File']);
  });

  it('labels a line table written on its own by its line declaration, and lines by their number', () => {
    expect(changesOf('sloc_inventory', null, { sloc_id: 1, material_id: 2, material_id__title: 'MPN-1', is_default: true }, 'en-US')).toEqual([
      { field: 'material_id', label: 'Material', before: EMPTY, after: 'MPN-1' },
      { field: 'is_default', label: 'Default in plant', before: EMPTY, after: 'Yes' },
      { field: 'sloc_id', label: 'Storage location', before: EMPTY, after: '1' },
    ]);
    const lines = changesOf('sloc', { inventories: [{ material_id: 1 }] }, { inventories: [{ material_id: 2 }] }, 'zh-CN');
    expect(lines).toEqual([{ field: 'inventories', label: '存放物料', before: '1 行', after: '1 行' }]);
  });
});
