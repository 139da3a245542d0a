// Headless logic of the ASN editor (create from orders or a sheet, edit a draft, change a submitted
// ASN): the state, the checks the screen shows (recomputed per changed item only) and the write: a
// new ASN saved (then submitted), a reopened draft saved with its version (then submitted), or a
// change request sent to the modify audit.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AsnEditAnswer, AsnEditorItem, AsnOpenOrder } from '../../../resources/shipment/asn/model/editorContract';
import type { Locale } from '../../../schema/types';
import { requestChange, saveAsn, submitAsn, updateAsn } from './editorApi';
import { checkAsnState } from './editorChecks';
import { bodyOf, editorReducer, emptyState, type EditorAction } from './editorState';

const T = 'screens.asn_editor';

/** Where a saved ASN opens: the supplier's own detail screen. */
export const asnDetailPath = (id: number) => `/my/asn/orders/detail/${id}`;

/** The saved ASN being edited or changed; none while creating. */
export interface EditTarget {
  id: number;
  version: number;
  invoice_no: string;
  modify: boolean;
}

export function useAsnEditor() {
  const [state, dispatch] = useReducer(editorReducer, emptyState);
  const [target, setTarget] = useState<EditTarget | undefined>();
  const [reason, setReason] = useState('');
  const [locale] = useLocaleState();
  const check = useMemo(() => checkAsnState(state, locale as Locale), [state, locale]);
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { mutate, isPending } = useMutation({
    mutationFn: async (submit: boolean) => {
      const body = bodyOf(state);
      if (target?.modify) {
        await requestChange(target.id, target.version, reason, body);
        return { saved: target, done: 'requested' as const };
      }
      const saved = target ? await updateAsn(target.id, target.version, body) : await saveAsn(body);
      if (submit) await submitAsn(saved);
      return { saved, done: submit ? ('submitted' as const) : ('saved' as const) };
    },
    onSuccess: ({ saved, done }) => {
      notify(translate(`${T}.${done}`, { no: saved.invoice_no }), { type: 'success' });
      navigate(asnDetailPath(saved.id));
    },
    // The server's words as they come (R22 rows; a price message keeps its line breaks).
    onError: (e: Error) => notify(e.message, { type: 'error', multiLine: true }),
  });
  const load = useCallback((orders: AsnOpenOrder[], items: AsnEditorItem[]) => dispatch({ type: 'load', orders, items }), []);
  const loadAsn = useCallback((asn: AsnEditAnswer) => {
    setTarget({ id: asn.id, version: asn.version, invoice_no: asn.invoice_no, modify: asn.is_modify });
    dispatch({ type: 'loadAsn', header: asn.header, items: asn.items });
  }, []);
  return {
    state,
    check,
    dispatch: dispatch as (a: EditorAction) => void,
    load,
    loadAsn,
    target,
    reason,
    setReason,
    busy: isPending,
    // Stable, so the memoised write buttons do not render on a keystroke.
    save: useCallback(() => mutate(false), [mutate]),
    submit: useCallback(() => mutate(true), [mutate]),
  };
}

export type AsnEditorController = ReturnType<typeof useAsnEditor>;
