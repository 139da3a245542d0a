// Fields guarded at run time reach the declaration language through the signed-in user
// (`fieldGuards`): the views hide them exactly as the server's guard does.
import { describe, expect, it } from 'vitest';
import { deniedFields, defineResource, visibleDeclaration, type Principal } from '../../../src/schema';
import { label, text } from '../../../src/schema/fields';

const note = defineResource({
  name: 'note',
  api: { base: '/api/v1/note' },
  route: '/note',
  access: { permissions: ['manage-note'] },
  menu: { group: 'basic' as const },
  label: label('Notes', '笔记'),
  recordLabel: label('Note', '笔记'),
  titleField: 'code',
  list: { columns: ['code', 'secret'], search: ['code'], sort: { field: 'code', order: 'ASC' as const } },
  fields: { code: text(label('Code', '编号'), { maxBytes: 20 }), secret: text(label('Secret', '机密'), { maxBytes: 20 }) },
});
const guards = { note: { secret: 'note.secret' } };
const user = (fields: string[], fieldGuards: Record<string, Record<string, string>> = guards): Principal => ({ roles: [], permissions: [], fields: fields.map((name) => ({ name })), fieldGuards });

describe('fields guarded at run time', () => {
  it('hides a field the user info says is guarded, unless the user holds its right', () => {
    expect(deniedFields(note, user([]))).toEqual(['secret']);
    expect(visibleDeclaration(note, user([])).list.columns).toEqual(['code']);
    expect(deniedFields(note, user(['note.secret']))).toEqual([]);
    expect(deniedFields(note, user([], {}))).toEqual([]);
    // Another resource's guards do not apply, nor do inherited keys.
    expect(deniedFields(note, user([], { other: { secret: 'x.y' } }))).toEqual([]);
    expect(deniedFields(note, { ...user([]), fieldGuards: JSON.parse('{"__proto__": {"secret": "x.y"}}') })).toEqual([]);
  });
});
