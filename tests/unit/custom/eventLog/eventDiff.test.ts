// The event diff: only changed fields, labelled from the declaration in the UI language, references
// by their titles, bookkeeping columns left out.
import { describe, expect, it } from 'vitest';
import { changesOf, EMPTY } from '../../../../src/custom/eventLog/eventDiff';

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
  });

  it('reads resources without a declaration by their keys, arrays as lists', () => {
    const changes = changesOf('user', { roles: ['Viewer'], disabled: false }, { roles: ['Viewer', 'OP'], disabled: false, password: 'changed' }, 'en-US');
    expect(changes).toEqual([
      { field: 'roles', label: 'roles', before: 'Viewer', after: 'Viewer, OP' },
      { field: 'password', label: 'password', before: EMPTY, after: 'changed' },
    ]);
  });
});
