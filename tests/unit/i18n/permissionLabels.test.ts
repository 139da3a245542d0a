// Every permission the server's catalogue holds has words in both languages, and the picker finds a
// permission by its words as well as by its code.
import { describe, expect, it } from 'vitest';
import { SPEC_PERMISSIONS } from '../../../server/modules/system/admin/catalogue';
import { PERMISSION_LABELS } from '../../../src/i18n/permissions';
import { permissionLabel } from '../../../src/i18n/permissionWords';
import { groupCatalogue } from '../../../src/custom/system/roles/usePermissionPickerController';
import { buildRegistry } from '../../../src/registry';
import { resources } from '../../../src/resources/declarations';
import { foundModules } from '../../../server/modules';

describe('permission labels', () => {
  it('words every permission of the server catalogue in en-US and zh-CN, never as its code', () => {
    expect(SPEC_PERMISSIONS.length).toBeGreaterThan(100);
    const bad = SPEC_PERMISSIONS.filter((name) => {
      const label = PERMISSION_LABELS[name];
      return !label || !label.en.trim() || !label.zh.trim() || label.en === name || label.zh === name || !/[\u4e00-\u9fff]/.test(label.zh);
    });
    expect(bad).toEqual([]);
  });

  it('says where a permission applies when its name does not', () => {
    expect(permissionLabel('asn-ar-asset-review', 'en-US')).toBe('ASN AR asset review · Customers');
    expect(permissionLabel('asn-ar-asset-review', 'zh-CN')).toBe('ASN 应收资产审核 · 客户');
    expect(permissionLabel('manage-bg', 'en-US')).toBe('Manage BG');
  });

  it("words a module's own permissions from its folder (permissions.ts), in both languages", () => {
    const registry = buildRegistry();
    const named = new Set<string>();
    const rule = (r: { permissions: string[]; write?: string[] }) => [...r.permissions, ...(r.write ?? [])].forEach((p) => named.add(p));
    for (const d of resources) {
      rule(d.access);
      d.menu.visibleTo?.permissions?.forEach((p) => named.add(p));
      for (const c of Object.values(d.commands ?? {})) c.permissions?.forEach((p) => named.add(p));
      for (const t of Object.values(d.states?.transitions ?? {})) t.permissions?.forEach((p) => named.add(p));
    }
    for (const s of registry.screens) rule(s.access);
    for (const m of foundModules) [...(m.permissions ?? []), ...Object.values(m.demoGrants ?? {}).flat()].forEach((p) => named.add(p));
    const own = [...named].filter((p) => !PERMISSION_LABELS[p]);
    expect(own).toContain('manage-supplier-visit');
    const raw = own.filter((p) => permissionLabel(p, 'en-US') === p || !/[\u4e00-\u9fff]/.test(permissionLabel(p, 'zh-CN')));
    expect(raw).toEqual([]);
    expect(permissionLabel('view-supplier-visit', 'zh-CN')).toBe('查看供应商拜访');
  });

  it('falls back to the code for a permission added outside the spec', () => {
    expect(permissionLabel('hand-made', 'zh-CN')).toBe('hand-made');
  });

  it('lets the picker search match a label as well as a code', () => {
    const catalogue = [
      { id: 1, name: 'manage-bg', group: 'basic' },
      { id: 2, name: 'user-event', group: 'system' },
    ];
    const words = (name: string) => permissionLabel(name, 'zh-CN');
    const found = (search: string) => groupCatalogue(catalogue, search, [], (g) => g, words).flatMap((g) => g.names);
    expect(found('事件日志')).toEqual(['user-event']);
    expect(found('manage-bg')).toEqual(['manage-bg']);
    expect(found('没有')).toEqual([]);
  });
});
