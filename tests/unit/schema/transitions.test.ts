// The declaration checks of states and transitions (src/schema/transitions.ts), and the vendor-ratio
// audit declared with them: plain data, its audit codes written once.
import { describe, expect, it } from 'vitest';
import { getResource } from '../../../src/resources/declarations';
import { AUDIT_STATUSES } from '../../../src/resources/basic/hr/model/vendorRatio';
import { allows, countedIn, defineResource, DeclarationError, groupUrl, transitionGroups, transitionRule, type Principal, type StatesDeclaration } from '../../../src/schema';
import { enumOf, label, text } from '../../../src/schema/fields';

const holder = (...permissions: string[]): Principal => ({ roles: [], permissions });

const thing = (states: StatesDeclaration) =>
  defineResource({
    name: 'thing',
    api: { base: '/api/v1/thing' },
    route: '/thing',
    menu: { group: 'basic' as const, section: 'customer' },
    access: { permissions: ['manage-thing'] },
    label: label('Things', '东西'),
    recordLabel: label('Thing', '东西'),
    fields: {
      name: text(label('Name', '名称'), { maxBytes: 20 }),
      memo: text(label('Memo', '备注'), { maxBytes: 20 }),
      status: enumOf(label('Status', '状态'), [
        { value: 'open', label: label('Open', '打开') },
        { value: 'done', label: label('Done', '完成') },
      ]),
    },
    titleField: 'name',
    list: { columns: ['name'], search: ['name'], sort: { field: 'name', order: 'ASC' as const } },
    states,
  });
const close = { label: label('Close', '关闭'), permissions: ['close-thing'], from: ['open'], to: 'done' };

describe('states and transitions in a declaration', () => {
  it('accept a well-formed declaration: one group per ungrouped transition, on its default path', () => {
    const decl = thing({ field: 'status', transitions: { close } });
    expect(transitionGroups(decl).map((g) => [g.name, groupUrl(decl, g)])).toEqual([['close', '/api/v1/thing/transition/close']]);
    expect(JSON.parse(JSON.stringify(decl.states))).toEqual(decl.states);
  });

  it('are refused where written when they name what is not there', () => {
    const refused = (states: StatesDeclaration) => expect(() => thing(states)).toThrow(DeclarationError);
    refused({ field: 'name', transitions: { close } });
    refused({ field: 'status', transitions: { close: { ...close, to: 'closed' } } });
    refused({ field: 'status', transitions: { close: { ...close, from: [] } } });
    refused({ field: 'status', transitions: { close: { ...close, permissions: [] } } });
    refused({ field: 'status', transitions: { close: { ...close, inputs: ['note'] } } });
    refused({ field: 'status', transitions: { close: { ...close, inputs: ['memo'], requiredInputs: ['name'] } } });
    refused({ field: 'status', transitions: { close: { ...close, inputs: ['status'] } } });
    refused({ field: 'status', transitions: { close: { ...close, group: 'end' } } });
    refused({ field: 'status', transitions: { Close: close } });
    // Two transitions of one group entering the same state: the call could not say which.
    const groups = { end: { label: label('End', '结束'), done: label('Ended', '已结束') } };
    refused({ field: 'status', groups, transitions: { close: { ...close, group: 'end' }, finish: { ...close, group: 'end' } } });
    expect(() => thing({ field: 'status', groups, transitions: { close: { ...close, group: 'end' } } })).not.toThrow();
  });

  it('declare the vendor-ratio audit once: two transitions of one group on the spec path, codes from the options', () => {
    const decl = getResource('vendor_ratio');
    const [audit] = transitionGroups(decl);
    expect(audit.transitions.map(([name, t]) => [name, t.from, t.to])).toEqual([
      ['agree', ['1'], '2'],
      ['refuse', ['1'], '3'],
    ]);
    expect(AUDIT_STATUSES.map((s) => s.value)).toEqual(['1', '2', '3']);
    expect([audit.group.method, groupUrl(decl, audit)]).toEqual(['PUT', '/api/v2/vendor-ratio/audit']);
    expect(audit.transitions[1][1].requiredInputs).toEqual(['audit_memo']);
    expect(allows(holder('manage-vendor-ratio-audit'), transitionRule(decl, audit.transitions[0][1]), 'write')).toBe(true);
    expect(allows(holder('manage-vendor-type'), transitionRule(decl, audit.transitions[0][1]), 'write')).toBe(false);
    expect(JSON.parse(JSON.stringify(decl.states))).toEqual(decl.states);
  });

  it('count a selection in the group words', () => {
    const words = label('Audit 1 selected ratio |||| Audit %{smart_count} selected ratios', '审核所选的 %{smart_count} 条比例');
    expect(countedIn(words, 'en-US', 1)).toBe('Audit 1 selected ratio');
    expect(countedIn(words, 'en-US', 3)).toBe('Audit 3 selected ratios');
    expect(countedIn(words, 'zh-CN', 3)).toBe('审核所选的 3 条比例');
  });
});
