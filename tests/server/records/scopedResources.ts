// Test-only declarations with row scopes (src/schema/scope.ts), served by a test server beside the
// modules' own: no built screen of the spec's "my ..." family exists yet to carry one.
import { defineResource } from '../../../src/schema';
import { label, reference, text } from '../../../src/schema/fields';

const common = {
  menu: { group: 'basic' as const, section: 'customer', order: 90 },
  fields: {
    code: text(label('Code', '代码'), { required: true, unique: true, maxBytes: 20 }),
    title: text(label('Title', '标题'), { maxBytes: 60 }),
  },
  titleField: 'code',
  importExport: { import: true, export: true },
};

/** "My notes": each user sees and changes the notes they created; `note-list-all` sees every note. */
export const myNote = defineResource({
  ...common,
  name: 'scoped_note',
  api: { base: '/api/v1/test/scoped_note' },
  route: '/my/scopedNotes',
  access: { permissions: ['manage-scoped-note'] },
  label: label('Notes', '笔记'),
  recordLabel: label('Note', '笔记'),
  fields: { ...common.fields },
  naturalKey: ['code'],
  list: { columns: ['code', 'title'], search: ['code', 'title'], sort: { field: 'code', order: 'ASC' } },
  scope: { kind: 'createdBy', seeAll: ['note-list-all'] },
});

/** Notes of a business group: a user with BGs assigned sees and writes those BGs' notes only. */
export const bgNote = defineResource({
  ...common,
  name: 'scoped_bg_note',
  api: { base: '/api/v1/test/scoped_bg_note' },
  route: '/my/bgNotes',
  access: { permissions: ['manage-scoped-note'] },
  label: label('BG notes', '事业群笔记'),
  recordLabel: label('BG note', '事业群笔记'),
  naturalKey: ['code'],
  fields: { ...common.fields, bg_id: reference(label('Business group', '事业群'), 'bg', { required: true }) },
  list: { columns: ['code', 'title', 'bg_id'], search: ['code', 'title'], sort: { field: 'code', order: 'ASC' } },
  scope: { kind: 'dataScope', of: 'bg', field: 'bg_id', seeAll: ['note-list-all'] },
});

export const SCOPED_RESOURCES = [myNote, bgNote];
