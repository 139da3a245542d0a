// The fast path of the import check may only ever agree with yup: every value it accepts, the
// field's own rule accepts too, with the same result.
import type * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources/declarations';
import { recordSchema } from '../../../src/schema';
import { fastAccept } from '../../../server/importExport/fastAccept';

const TEXTS = ['a', 'EAR99', 'ear99', '5a992.c', '8542.39.0001', '2025-Q3', 'op.user-1', 'LM 358', 'AB', 'ab', ' ab-1 ', 'AbC', 'x'.repeat(40), 'x'.repeat(41), '备'.repeat(13), '备'.repeat(14), '备'.repeat(70), 'é'.repeat(200), '\tTab\n', '   ', '', 'a\u0000b', 'ß', 'ﬀ', '😀'.repeat(20), 'mixed 中文 text', 'user@example.com', 'http://x.y', '=1+2'];
const NUMBERS = [0, -0, 1, -1, 2, 3.5, 0.1 + 0.2, 1.005, 12.3456, 12.34567, 1e21, 1e-7, -5.25, 99999999, 2 ** 53, NaN, Infinity, -Infinity, 1000.5, 0.0001, 0.00001];
const OTHERS = [null, undefined, true, false, '12', '1,200.50', [1, 2], {}];

function yupOutcome(rule: yup.Schema, value: unknown): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: rule.validateSync(value, { abortEarly: true }) };
  } catch {
    return { ok: false };
  }
}

describe('fastAccept', () => {
  it('accepts only what the field rule accepts, giving the same value, for every field of every resource', () => {
    let accepted = 0;
    let compared = 0;
    for (const decl of resources) {
      const schema = recordSchema(decl, { locale: 'en-US' });
      for (const [name, rule] of Object.entries(schema.fields)) {
        const fast = fastAccept(decl.fields[name]);
        for (const raw of [...TEXTS, ...NUMBERS, ...OTHERS]) {
          const quick = fast(raw);
          compared++;
          if (!quick) continue;
          accepted++;
          const slow = yupOutcome(rule as yup.Schema, raw);
          expect({ resource: decl.name, field: name, raw, outcome: slow }).toEqual({ resource: decl.name, field: name, raw, outcome: { ok: true, value: quick.value } });
        }
      }
    }
    // The fast path is used, not an empty shortcut.
    expect(accepted).toBeGreaterThan(compared / 10);
  });

  it('leaves blanks, strings for numbers and text over its cap to yup (and its messages)', () => {
    const material = resources.find((r) => r.name === 'material')!;
    expect(fastAccept(material.fields.mpn)(' LM358DR ')).toEqual({ value: 'LM358DR' });
    expect(fastAccept(material.fields.mpn)('LM 358')).toBeUndefined(); // the declared pattern: yup words it
    expect(fastAccept(material.fields.mpn)('   ')).toBeUndefined();
    expect(fastAccept(material.fields.mpq)('1,000')).toBeUndefined();
    expect(fastAccept(material.fields.mpq)(1000)).toEqual({ value: 1000 });
    expect(fastAccept(material.fields.lifecycle)('active')).toBeUndefined();
  });
});
