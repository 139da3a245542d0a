// The vendor-ratio grid: one period's ratios, edited in place and added to, saved in one call
// (PUT /api/v2/vendor-ratio, all or none). Each changed row is checked with the declaration's own
// schema first; the server's refusal comes back as "Item n" and is put on row n of what was sent.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { requestJson, unwrapData, type ApiErrorBody } from '../../../dataProvider';
import { RATIO_PENDING, vendorRatio } from '../../../resources/basic/hr/model/vendorRatio';
import { validateRecord } from '../../../schema';
import { useUiLocale } from '../../../views/fields/common';

export interface RatioRow {
  /** Stable React key: `id-<id>` for saved rows, `new-<n>` for added ones. */
  key: string;
  id?: number;
  version?: number;
  vendor_id?: number;
  vendor?: string;
  period: string;
  ratio: string;
  remark: string;
  audit_status?: string;
  audit_memo?: string;
  /** Who last changed the row: they may not audit it (the server refuses). */
  updated_by?: string;
  /** What the server has, to tell a changed row. */
  saved?: { ratio: string; remark: string };
}

/** Row key -> field -> message. */
export type RowErrors = Record<string, Record<string, string>>;

export const GRID_SIZE = 500;
const base = vendorRatio.api.base;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const fromRecord = (r: Record<string, unknown>): RatioRow => ({
  key: `id-${String(r.id)}`,
  id: Number(r.id),
  version: Number(r.version),
  vendor_id: Number(r.vendor_id),
  vendor: text(r.vendor_id__title),
  period: text(r.period),
  ratio: text(r.ratio),
  remark: text(r.remark),
  audit_status: text(r.audit_status),
  audit_memo: text(r.audit_memo),
  updated_by: text(r.updated_by),
  saved: { ratio: text(r.ratio), remark: text(r.remark) },
});

/** A pending row `user` changed last: another auditor must agree or refuse it. */
export const isOwnPending = (r: RatioRow, user: string | undefined) => r.audit_status === RATIO_PENDING && user !== undefined && r.updated_by === user;

export const isChanged = (r: RatioRow) => !r.saved || r.saved.ratio !== r.ratio || r.saved.remark !== r.remark;

/** What the bulk call is sent for one changed row: the key fields only for a new one. */
function itemOf(r: RatioRow): Record<string, unknown> {
  const values = { ratio: r.ratio.trim() === '' ? null : r.ratio.trim(), remark: r.remark.trim() === '' ? null : r.remark };
  return r.id ? values : { vendor_id: r.vendor_id ?? null, period: r.period.trim(), ...values };
}

/** Unsaved work of one period: edited cells of saved rows, and added rows. */
interface Edits {
  period: string;
  cells: Record<string, { ratio?: string; remark?: string }>;
  added: RatioRow[];
  next: number;
}

async function readRatios(period: string, signal?: AbortSignal) {
  const query: Record<string, string> = { size: String(GRID_SIZE), sort: 'vendor_id', order: 'asc' };
  if (period) query.period = period;
  const data = unwrapData(await requestJson(base, { query, signal })) as { list: Record<string, unknown>[]; total: number };
  return { rows: data.list.map(fromRecord), total: data.total };
}

export function useRatioGridController() {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useUiLocale();
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  // No period asked for: open on the latest one.
  const latest = useQuery({
    queryKey: ['vendor-ratio-grid', 'latest'],
    enabled: asked === null,
    queryFn: async ({ signal }) => text((unwrapData(await requestJson(base, { query: { size: '1', sort: 'period', order: 'desc' }, signal })) as { list: Record<string, unknown>[] }).list[0]?.period),
  });
  const period = asked ?? latest.data ?? '';
  const ready = asked !== null || latest.isSuccess;
  const saved = useQuery({ queryKey: ['vendor-ratio-grid', period], enabled: ready, queryFn: ({ signal }) => readRatios(period, signal) });

  const empty: Edits = { period, cells: {}, added: [], next: 1 };
  const [stored, setEdits] = useState<Edits>(empty);
  const edits = stored.period === period ? stored : empty;
  const [problems, setProblems] = useState<{ period: string; errors: RowErrors; message?: string }>({ period, errors: {} });
  const shown = problems.period === period ? problems : { errors: {} as RowErrors, message: undefined };
  const [saving, setSaving] = useState(false);

  const rows: RatioRow[] = [...(saved.data?.rows ?? []).map((r) => ({ ...r, ...edits.cells[r.key] })), ...edits.added];
  const changed = rows.filter(isChanged);
  const update = (change: (e: Edits) => Edits) => setEdits((current) => change(current.period === period ? current : { ...empty }));

  const setCell = (key: string, field: 'ratio' | 'remark' | 'period', value: string) =>
    update((e) =>
      key.startsWith('new-')
        ? { ...e, added: e.added.map((r) => (r.key === key ? { ...r, [field]: value } : r)) }
        : { ...e, cells: { ...e.cells, [key]: { ...e.cells[key], [field]: value } } },
    );
  const setVendor = (key: string, vendor?: { id: number; title: string }) =>
    update((e) => ({ ...e, added: e.added.map((r) => (r.key === key ? { ...r, vendor_id: vendor?.id, vendor: vendor?.title } : r)) }));
  const addRow = () => update((e) => ({ ...e, added: [...e.added, { key: `new-${e.next}`, period, ratio: '', remark: '' }], next: e.next + 1 }));
  const removeRow = (key: string) => update((e) => ({ ...e, added: e.added.filter((r) => r.key !== key) }));
  const discard = () => {
    setEdits(empty);
    setProblems({ period, errors: {} });
  };

  const save = async () => {
    if (changed.length === 0) return;
    const found: RowErrors = {};
    const items: Record<string, unknown>[] = [];
    for (const r of changed) {
      const checked = await validateRecord(vendorRatio, itemOf(r), { locale, partial: Boolean(r.id) });
      if (!checked.ok) found[r.key] = Object.fromEntries(checked.errors.map((e) => [e.field, e.message]));
      else items.push(r.id ? { id: r.id, version: r.version, ...checked.value } : checked.value);
    }
    if (Object.keys(found).length) {
      setProblems({ period, errors: found, message: translate('screens.ratio_grid.fix_rows', { smart_count: Object.keys(found).length }) });
      return;
    }
    setSaving(true);
    setProblems({ period, errors: {} });
    try {
      await requestJson(base, { method: 'PUT', body: { items } });
      notify('screens.ratio_grid.saved', { type: 'success', messageArgs: { smart_count: items.length } });
      await saved.refetch();
      setEdits(empty);
    } catch (e) {
      // "Item n" is the n-th row sent, in the order of `changed`.
      const details = (e as { body?: ApiErrorBody }).body?.details ?? [];
      const fromServer: RowErrors = {};
      for (const d of details) {
        const key = d.row ? changed[d.row - 1]?.key : undefined;
        if (key) fromServer[key] = { ...fromServer[key], [d.field]: d.message };
      }
      setProblems({ period, errors: fromServer, message: e instanceof Error ? e.message : String(e) });
    } finally {
      setSaving(false);
    }
  };

  const loadError = saved.error ?? latest.error;
  return {
    period,
    setPeriod: (value: string) => setParams({ period: value.trim().toUpperCase() }),
    rows,
    total: saved.data?.total ?? 0,
    loading: !ready || saved.isPending || saved.isFetching,
    saving,
    errors: shown.errors,
    message: shown.message ?? (loadError instanceof Error ? loadError.message : undefined),
    changedCount: changed.length,
    setCell,
    setVendor,
    addRow,
    removeRow,
    save,
    discard,
    reload: () => void saved.refetch(),
  };
}

export type RatioGridController = ReturnType<typeof useRatioGridController>;
