// The form a POST body goes as (document 000), only when a form says what JSON would.
import { describe, expect, it } from 'vitest';
import { asTextForm } from '../../../src/dataProvider/body';

const entries = (form: FormData | undefined) => (form ? [...form.entries()] : undefined);

describe('asTextForm', () => {
  it('sends texts as parts, JSON-looking text included, and leaves out undefined', () => {
    expect(entries(asTextForm({ username: 'op', password: 'p"w', remark: '["x"]', captcha: undefined }))).toEqual([
      ['username', 'op'],
      ['password', 'p"w'],
      ['remark', '["x"]'],
    ]);
  });

  it('keeps JSON for anything a form would turn into text or drop', () => {
    for (const other of [{ qty: 1 }, { active: true }, { remark: null }, { ids: ['1'] }, { ids: [] }, { item: { id: 1 } }]) {
      expect(asTextForm({ name: 'x', ...other })).toBeUndefined();
    }
    expect(asTextForm({})).toBeUndefined();
  });
});
