// Headless logic of one review queue: the page (pending first), status and keyword filters, the
// focused row and the selection a reviewer moves through with the keyboard, and the decision (R18:
// a refusal needs a memo on every selected item, checked here before the call and again by the server).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { AGREED, REFUSED, type AuditItemRow, type AuditScreen } from '../../../resources/events/asnAudit/model/auditQueues';
import { countersKey } from '../../../shell/counters/useCounters';
import { saveFile } from '../../../views/importExport/saveFile';
import { useUrlPaging } from '../../../views/shared/useUrlPaging';
import { AUDIT_KEY, exportAudit, fetchAuditPage, sendDecisions, type AuditQuery } from './auditApi';

export const PAGE_SIZE = 20;

export type Decision = typeof AGREED | typeof REFUSED;

/** Items of a refusal without a memo: their own, else the one given for all. */
export function withoutMemo(items: AuditItemRow[], shared: string, own: Record<number, string>): AuditItemRow[] {
  return items.filter((i) => !(own[i.id] ?? '').trim() && !shared.trim());
}

export function useAuditQueueController(screen: AuditScreen) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { page, size, setPage, setSize } = useUrlPaging(PAGE_SIZE);
  const [status, setStatus] = useState<AuditQuery['status']>('1');
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [focus, setFocus] = useState(0);
  const [deciding, setDeciding] = useState<Decision | undefined>();
  const query: AuditQuery = { queues: screen.queues, page, size, status, keyword };
  const list = useQuery({ queryKey: [...AUDIT_KEY, query], queryFn: ({ signal }) => fetchAuditPage(query, signal), placeholderData: keepPreviousData });
  const rows = list.data?.list ?? [];
  const chosen = rows.filter((r) => selected.has(r.id));
  const t = (key: string, args?: object) => translate(`screens.asnAudit.${key}`, args);

  const decide = useMutation({
    mutationFn: ({ decision, shared, own }: { decision: Decision; shared: string; own: Record<number, string> }) =>
      sendDecisions(chosen.map((r) => ({ audit_item_id: r.id, audit_status: decision, audit_memo: (own[r.id] ?? '').trim() || shared.trim() || null, version: r.version }))),
    onSuccess: (answer) => {
      notify(t('done', { done: answer.done, skipped: answer.skipped.length }), { type: 'info' });
      setSelected(new Set());
      setDeciding(undefined);
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
      void queryClient.invalidateQueries({ queryKey: countersKey });
    },
    onError: (e: Error) => notify(e.message, { type: 'error', multiLine: true }),
  });

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return {
    rows,
    total: list.data?.total ?? 0,
    loading: list.isPending,
    error: list.error,
    page,
    size,
    setPage: (p: number) => {
      setSelected(new Set());
      setPage(p);
    },
    setSize,
    status,
    setStatus: (s: AuditQuery['status']) => {
      setStatus(s);
      setSelected(new Set());
      setPage(1);
    },
    keyword,
    search: (k: string) => {
      setKeyword(k.trim());
      setSelected(new Set());
      setPage(1);
    },
    focus: Math.min(focus, Math.max(rows.length - 1, 0)),
    move: (by: number) => setFocus((f) => Math.max(0, Math.min(rows.length - 1, f + by))),
    setFocus,
    selected,
    chosen,
    toggle,
    /** Every item of the page the caller may decide, or none when they all are. */
    toggleAll: () => {
      const open = rows.filter((r) => r.actionable).map((r) => r.id);
      setSelected((s) => (open.length && open.every((id) => s.has(id)) ? new Set() : new Set(open)));
    },
    /** Opens the decision for the selection (the focused row, or the one at `at`, when nothing is selected). */
    open: (decision: Decision, at = focus) => {
      if (!selected.size && rows[at]?.actionable) setSelected(new Set([rows[at].id]));
      setDeciding(decision);
    },
    deciding,
    close: () => setDeciding(undefined),
    submit: (shared: string, own: Record<number, string>) => decide.mutate({ decision: deciding!, shared, own }),
    submitting: decide.isPending,
    exportAll: async () => {
      try {
        const f = await exportAudit(query);
        saveFile(f.blob, f.filename);
      } catch (e) {
        notify((e as Error).message, { type: 'error' });
      }
    },
  };
}

export type AuditQueueController = ReturnType<typeof useAuditQueueController>;
