// Headless logic of the ASN editor (create from orders, from a sheet; edit and modify can reuse it):
// the state, the checks the screen shows (recomputed per changed item only) and the save, then submit.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AsnEditorItem, AsnOpenOrder } from '../../../resources/shipment/asn/model/editorContract';
import type { Locale } from '../../../schema/types';
import { saveAsn, submitAsn } from './editorApi';
import { checkAsnState } from './editorChecks';
import { bodyOf, editorReducer, emptyState, type EditorAction } from './editorState';

const T = 'screens.asn_editor';

/** Where a saved ASN opens: the supplier's own detail screen. */
export const asnDetailPath = (id: number) => `/my/asn/orders/detail/${id}`;

export function useAsnEditor() {
  const [state, dispatch] = useReducer(editorReducer, emptyState);
  const [locale] = useLocaleState();
  const check = useMemo(() => checkAsnState(state, locale as Locale), [state, locale]);
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const write = useMutation({
    mutationFn: async (submit: boolean) => {
      const saved = await saveAsn(bodyOf(state));
      if (submit) await submitAsn(saved);
      return { saved, submit };
    },
    onSuccess: ({ saved, submit }) => {
      notify(translate(`${T}.${submit ? 'submitted' : 'saved'}`, { no: saved.invoice_no }), { type: 'success' });
      navigate(asnDetailPath(saved.id));
    },
    // The server's words as they come (R22 rows; a price message keeps its line breaks).
    onError: (e: Error) => notify(e.message, { type: 'error', multiLine: true }),
  });
  const load = useCallback((orders: AsnOpenOrder[], items: AsnEditorItem[]) => dispatch({ type: 'load', orders, items }), []);
  return {
    state,
    check,
    dispatch: dispatch as (a: EditorAction) => void,
    load,
    busy: write.isPending,
    save: () => write.mutate(false),
    submit: () => write.mutate(true),
  };
}

export type AsnEditorController = ReturnType<typeof useAsnEditor>;
