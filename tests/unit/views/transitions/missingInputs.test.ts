// The dialog's refusal for a missing required input names the records without it: a declared
// `%{items}` is filled (never shown raw), words without it get the records after them on a selection.
import { describe, expect, it } from 'vitest';
import { labelIn } from '../../../../src/schema';
import { vendorRatio } from '../../../../src/resources/basic/hr/model/vendorRatio';
import { priceDraft } from '../../../../src/resources/management/priceDraft/model/priceDraft';
import { missingInputsMessage } from '../../../../src/views/transitions/missingInputs';

const draftWords = priceDraft.states!.groups!.audit01.inputMissing!;
const ratioWords = vendorRatio.states!.groups!.audit.inputMissing!;

describe('missing required input message', () => {
  it('fills a declared %{items} with the one record on its page, in both languages', () => {
    expect(missingInputsMessage(labelIn(draftWords, 'en-US'), ['Q2 promo'], false, 'en-US')).toBe('Refusing needs a memo: Q2 promo');
    expect(missingInputsMessage(labelIn(draftWords, 'zh-CN'), ['Q2 promo'], false, 'zh-CN')).toBe('拒绝必须填写备注：Q2 promo');
  });

  it('fills it once with every record of a selection, without listing them twice', () => {
    expect(missingInputsMessage(labelIn(draftWords, 'en-US'), ['A', 'B'], true, 'en-US')).toBe('Refusing needs a memo: A, B');
  });

  it('lists the records after words without the placeholder on a selection only', () => {
    expect(missingInputsMessage(labelIn(ratioWords, 'en-US'), ['Acme 2025-Q2', 'Bolt 2025-Q2'], true, 'en-US')).toBe('A memo is required to refuse: Acme 2025-Q2, Bolt 2025-Q2');
    expect(missingInputsMessage(labelIn(ratioWords, 'zh-CN'), ['Acme'], true, 'zh-CN')).toBe('拒绝时必须填写备注：Acme');
    expect(missingInputsMessage(labelIn(ratioWords, 'en-US'), ['Acme'], false, 'en-US')).toBe('A memo is required to refuse');
  });

  it('does not fill a placeholder that came in with a record title', () => {
    expect(missingInputsMessage('Needs a memo', ['odd %{items} title'], true, 'en-US')).toBe('Needs a memo: odd %{items} title');
  });
});
