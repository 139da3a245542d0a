// Headless logic of every PSI screen: the route's family, scope and two segments, the toolbar's
// choices (kept in the address: ?rule=&period=&view=previous ...), the page from the server, the
// what-if edits (in memory only), the export and the balance explained.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { businessToday } from '../../../config';
import { requestFile, requestJson, unwrapData } from '../../../dataProvider';
import { isRule, type PsiRule } from '../../../contract/psi/rules';
import { PSI_BASE, PSI_DEFAULTS, PSI_EXPORT, type PsiExplain, type PsiFamily, type PsiPage, type PsiRow } from '../../../contract/psi/types';
import { saveFile } from '../../../views/importExport/saveFile';
import { readSegments, type Edits } from './gridModel';

export type PsiScope = 'my' | 'all' | 'backlog';

const T = 'screens.psi';
/** A large page's first rows, asked for beside it: the grid shows them while the server computes the rest. */
const HEAD = 50;
type Keep = 'swap' | 'rule' | 'period' | 'view' | 'keyword' | 'bg' | 'status' | 'sort' | 'order' | 'page' | 'size' | 'sync' | 'whatif';

export function usePsiController(family: PsiFamily, scope: PsiScope) {
  const translate = useTranslate();
  const notify = useNotify();
  const route = useParams();
  const [a, b] = [route.from ?? route.fNo, route.to ?? route.bNo];
  const [params, setParams] = useSearchParams();
  const today = businessToday();
  const segments = readSegments(a, b, today);
  const rule: PsiRule = isRule(params.get('rule')) ? (Number(params.get('rule')) as PsiRule) : PSI_DEFAULTS.rule;
  const period = params.get('period') === 'month' ? 'month' : 'week';
  const previous = params.get('view') === 'previous';
  const whatIfMode = params.get('whatif') === '1' && !previous;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = Number(params.get('size')) || PSI_DEFAULTS.size;
  const filters = { keyword: params.get('keyword') ?? '', bg: params.get('bg') ?? '', status: params.get('status') ?? '', sort: params.get('sort') ?? '', order: params.get('order') ?? 'asc', sync: params.get('sync') === '1', swap: params.get('swap') ?? '' };

  const query: Record<string, string> = {
    ...Object.fromEntries(Object.entries(segments).filter(([, v]) => v)),
    rule: String(rule),
    period,
    page: String(page),
    size: String(size),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.bg ? { bg: filters.bg } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.sort ? { sort: filters.sort, order: filters.order } : { order: filters.order }),
    ...(filters.sync ? { synchronization: '1' } : {}),
    ...(filters.swap ? { swap_status: filters.swap } : {}),
  } as Record<string, string>;
  const base = PSI_BASE[family];
  const path = previous ? `${base}/previous` : base;

  const answer = useQuery({
    queryKey: ['psi', path, query],
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async ({ signal }) => unwrapData(await requestJson(path, { query, signal })) as PsiPage,
  });
  // The same rows as the page's first HEAD (the page of HEAD rows at the same offset), so the screen paints and
  // answers keys long before a page of 500 arrives; the full page replaces it (bench/psi: time to interactive).
  const full = answer.data && !answer.isPlaceholderData ? answer.data : undefined;
  const headed = size > HEAD && size % HEAD === 0;
  const head = useQuery({
    queryKey: ['psi', path, query, 'head'],
    enabled: headed && !full,
    retry: false,
    queryFn: async ({ signal }) => unwrapData(await requestJson(path, { query: { ...query, page: String((page - 1) * (size / HEAD) + 1), size: String(HEAD) }, signal })) as PsiPage,
  });
  const data = full ?? (headed ? head.data : undefined) ?? answer.data;
  const bgs = useQuery({
    queryKey: ['psi-bgs'],
    staleTime: 60_000,
    queryFn: async ({ signal }) => (unwrapData(await requestJson('/api/v1/bg/user', { signal })) as { list: { id: number; code: string; name: string }[] }).list,
  });

  // What-if edits belong to the page they were typed on (its query): another page starts clean; edits typed on
  // a page's first rows stay when the rest arrives.
  const pageKey = JSON.stringify([path, query]);
  const [whatIfState, setWhatIf] = useState<{ of: unknown; edits: Record<string, Edits> }>({ of: undefined, edits: {} });
  const edits = whatIfState.of === pageKey ? whatIfState.edits : {};

  const set = useCallback(
    (changes: Partial<Record<Keep, string | null>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }, { replace: true });
    },
    [setParams],
  );

  const [explain, setExplain] = useState<{ row: PsiRow; period: string; answer?: PsiExplain; error?: unknown } | null>(null);
  const explainBalance = async (row: PsiRow, periodIndex: number) => {
    const at = data?.periods[periodIndex];
    if (!at) return;
    setExplain({ row, period: at });
    try {
      const data = unwrapData(await requestJson(`${base}/explain`, { query: { ...query, page: '1', size: '1', key: row.key, at } })) as PsiExplain;
      setExplain({ row, period: at, answer: data });
    } catch (error) {
      setExplain({ row, period: at, error });
    }
  };

  const [exporting, setExporting] = useState(false);
  const exportBook = async () => {
    setExporting(true);
    try {
      const { page: _p, size: _s, ...rest } = query;
      const file = await requestFile(PSI_EXPORT[family], { query: rest }, 'PSI.xlsx');
      saveFile(file.blob, file.filename);
      notify(translate(`${T}.exported`, { name: file.filename }), { type: 'success', autoHideDuration: 5000 });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return {
    family,
    scope,
    segments,
    rule,
    period,
    previous,
    whatIfMode,
    page,
    size,
    filters,
    data,
    loading: answer.isFetching,
    error: answer.error,
    bgs: bgs.data ?? [],
    set,
    edits,
    edit: (key: string, periodIndex: number, line: 'demand' | 'esd', value: string) =>
      setWhatIf({ of: pageKey, edits: { ...edits, [key]: { ...edits[key], [periodIndex]: { ...edits[key]?.[periodIndex], [line]: value } } } }),
    resetEdits: () => setWhatIf({ of: undefined, edits: {} }),
    explain,
    explainBalance,
    closeExplain: () => setExplain(null),
    exporting,
    exportBook,
  };
}

export type PsiController = ReturnType<typeof usePsiController>;
