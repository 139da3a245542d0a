import { describe, expect, it } from 'vitest';
import { getResource } from '../../../src/resources/declarations';
import { allows, commandRule, defineResource, DeclarationError, type Principal } from '../../../src/schema';
import { label, text } from '../../../src/schema/fields';

const holder = (...permissions: string[]): Principal => ({ roles: [], permissions });

describe('commands in a declaration', () => {
  const customer = getResource('ship_customer');
  const lock = customer.commands!.lock;

  it('grant a command permission that command only, never the edit', () => {
    expect(allows(holder('manage-crm-lock'), commandRule(customer, lock), 'write')).toBe(true);
    expect(allows(holder('manage-crm-lock'), customer.access, 'write')).toBe(false);
    expect(allows(holder('manage-crm-lock'), customer.access, 'read')).toBe(true);
    expect(allows(holder('view-crm'), commandRule(customer, lock), 'write')).toBe(false);
  });

  it('are refused where written when they name an unknown field or set nothing', () => {
    const base = {
      name: 'thing',
      api: { base: '/api/v1/thing' },
      route: '/thing',
      menu: { group: 'basic' as const, section: 'customer' },
      access: { permissions: ['manage-thing'] },
      label: label('Things', '东西'),
      recordLabel: label('Thing', '东西'),
      fields: { name: text(label('Name', '名称'), { maxBytes: 20 }) },
      titleField: 'name',
      list: { columns: ['name'], search: ['name'], sort: { field: 'name', order: 'ASC' as const } },
    };
    const command = { label: label('Close', '关闭'), confirm: label('Close?', '关闭？'), done: label('Closed', '已关闭'), permissions: ['manage-thing'] };
    expect(() => defineResource({ ...base, commands: { close: { ...command, set: { status: 'closed' } } } })).toThrow(DeclarationError);
    expect(() => defineResource({ ...base, commands: { close: { ...command, set: {} } } })).toThrow(/sets nothing/);
    expect(() => defineResource({ ...base, commands: { close: { ...command, permissions: [], set: { name: 'x' } } } })).toThrow(/needs a permission/);
  });
});
