// Success notices that name the record ("Business group Automotive created") instead of
// react-admin's "Element created": the declaration's record label and the record's title field.
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { labelIn, type ResourceDeclaration } from '../../schema';
import { useUiLocale } from '../fields/common';
import { recordTitleOf } from '../RecordTitle';

export type RecordNotice = 'created' | 'updated' | 'deleted';

/** "Business group" inside an English sentence reads "business group"; an acronym ("BU code") stays. */
export function midSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
}

/** The words naming a record: its kind ("Business group") and its title ("Automotive"). */
export function useRecordWords(decl: ResourceDeclaration) {
  const locale = useUiLocale();
  return useCallback(
    (record: Record<string, unknown> | undefined, inSentence = false) => {
      const what = labelIn(decl.recordLabel, locale);
      return { what: inSentence && locale === 'en-US' ? midSentence(what) : what, name: recordTitleOf(decl, record) };
    },
    [decl, locale],
  );
}

export function useRecordNotice(decl: ResourceDeclaration) {
  const notify = useNotify();
  const words = useRecordWords(decl);
  return useCallback(
    (done: RecordNotice, record: Record<string, unknown> | undefined) => notify(`app.record.${done}`, { type: 'info', messageArgs: words(record) }),
    [notify, words],
  );
}
