// The buyer's OR PSI screens: /my/ORs/inverntorypsi (the parts in stock), /my/ORs/backlog (the
// released ORs, each with its parts by PSI status) and /my/ORs/backlog/psi/{no} (one OR's parts).
import { Alert, Box, Chip, LinearProgress, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PSI_STATUSES, type PsiColour } from '../../../contract/psi/engine';
import { OR_PSI, type OrBacklogRow, type PsiPage } from '../../../contract/psi/types';
import { requestJson, unwrapData } from '../../../dataProvider';
import { formatNumber } from '../../../i18n/format';
import { useTablePaginationLabels } from '../../../i18n/useTablePaginationLabels';
import { COLOURS } from './colours';
import { LINE_HEIGHT, type Edits } from './gridModel';
import { PsiGrid } from './PsiGrid';

const T = 'screens.psi';
const STATUS_COLOUR: Record<string, PsiColour> = { shortage: 'red', warning: 'yellow', watch: 'blue', covered: 'green' };

function usePaged<T>(path: string, extra: Record<string, string> = {}) {
  const [params, setParams] = useSearchParams();
  const query: Record<string, string> = { ...extra };
  for (const k of ['page', 'size', 'keyword', 'status', 'period']) if (params.get(k)) query[k] = params.get(k)!;
  const answer = useQuery({ queryKey: ['or-psi', path, query], placeholderData: keepPreviousData, retry: false, queryFn: async ({ signal }) => unwrapData(await requestJson(path, { query, signal })) as T });
  const set = (k: string, v: string | null) => setParams((p) => { const n = new URLSearchParams(p); if (v) n.set(k, v); else n.delete(k); if (k !== 'page') n.delete('page'); return n; }, { replace: true });
  return { params, answer, set, page: Number(params.get('page')) || 1, size: Number(params.get('size')) || 10 };
}

function Keyword({ value, label = 'keyword', onSearch }: { value: string; label?: string; onSearch: (v: string | null) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(value);
  return (
    <Box component="form" onSubmit={(e) => { e.preventDefault(); onSearch(text.trim() || null); }}>
      <TextField id="or-psi-keyword" size="small" type="search" fullWidth={false} sx={{ width: 240 }} label={translate(`${T}.${label}`)} value={text} onChange={(e) => setText(e.target.value)} />
    </Box>
  );
}

/** The OR PSI grid of the parts on one OR (`no`) or in stock. */
function OrPsiGrid({ path, title, extra }: { path: string; title: string; extra?: Record<string, string> }) {
  const translate = useTranslate();
  const labels = useTablePaginationLabels();
  const p = usePaged<PsiPage>(path, extra);
  const [whatIf, setWhatIf] = useState<{ of: unknown; edits: Record<string, Edits> }>({ of: undefined, edits: {} });
  const [on, setOn] = useState(false);
  const data = p.answer.data;
  const edits = whatIf.of === data ? whatIf.edits : {};
  const period = p.params.get('period') === 'month' ? 'month' : 'week';
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{title}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={period} aria-label={translate(`${T}.period`)} onChange={(_e, v) => v && p.set('period', v === 'week' ? null : v)}>
          <ToggleButton value="week">{translate(`${T}.week`)}</ToggleButton>
          <ToggleButton value="month">{translate(`${T}.month`)}</ToggleButton>
        </ToggleButtonGroup>
        <Keyword key={p.params.get('keyword') ?? ''} value={p.params.get('keyword') ?? ''} onSearch={(v) => p.set('keyword', v)} />
        <TextField id="or-psi-status" select size="small" fullWidth={false} sx={{ width: 200 }} label={translate(`${T}.status`)} value={p.params.get('status') ?? ''} onChange={(e) => p.set('status', e.target.value || null)} SelectProps={{ native: true }} InputLabelProps={{ shrink: true }}>
          <option value="">{translate(`${T}.any_status`)}</option>
          {PSI_STATUSES.map((s) => <option key={s} value={s}>{translate(`${T}.statuses.${s}`)}</option>)}
        </TextField>
        <ToggleButton size="small" value="whatif" selected={on} onChange={() => setOn(!on)}>{translate(`${T}.what_if`)}</ToggleButton>
      </Box>
      <Typography variant="caption" component="p" color="text.secondary">{on ? translate(`${T}.what_if_help`) : translate(`${T}.shortcuts`)}</Typography>
      {p.answer.isFetching ? <LinearProgress aria-label={translate('ra.page.loading')} /> : <Box sx={{ height: 4 }} />}
      {p.answer.error ? <Alert severity="error">{String((p.answer.error as Error).message)}</Alert> : null}
      {data && !data.list.length ? <Alert severity="info">{translate(`${T}.none`)}</Alert> : null}
      {data?.list.length ? (
        <PsiGrid rows={data.list} periods={data.periods} rule={1} previous={false} whatIfMode={on} edits={edits} weekCount={0}
          height={Math.min(588, (data.list.length * 3 + 1) * LINE_HEIGHT + 2)}
          onEdit={(key, i, line, value) => setWhatIf({ of: data, edits: { ...edits, [key]: { ...edits[key], [i]: { ...edits[key]?.[i], [line]: value } } } })}
          onExplain={() => undefined}
          onShortcut={(k) => (k === 'm' ? (p.set('period', period === 'month' ? null : 'month'), true) : k === 'w' ? (setOn(!on), true) : false)} />
      ) : null}
      {data ? <TablePagination component="div" count={data.total} page={p.page - 1} rowsPerPage={p.size} rowsPerPageOptions={[10, 50, 100]} onPageChange={(_e, n) => p.set('page', n ? String(n + 1) : null)} onRowsPerPageChange={(e) => p.set('size', e.target.value === '10' ? null : e.target.value)} {...labels} /> : null}
    </Box>
  );
}

export function OrInventoryPsi() {
  const translate = useTranslate();
  return <OrPsiGrid path={OR_PSI.inventory} title={translate(`${T}.or_inventory`)} />;
}

export function OrBacklogPsi() {
  const translate = useTranslate();
  const { no = '' } = useParams();
  return <OrPsiGrid path={OR_PSI.list} title={translate(`${T}.or_psi`, { no })} extra={{ no }} />;
}

export function OrBacklog() {
  const translate = useTranslate();
  const labels = useTablePaginationLabels();
  const p = usePaged<{ list: OrBacklogRow[]; total: number }>(OR_PSI.backlog);
  const data = p.answer.data;
  const cols = ['or_no', 'vendor', 'or_date', 'lines', 'qty', 'first_date', 'parts'] as const;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate(`${T}.or_backlog`)}</Typography>
      <Keyword key={p.params.get('keyword') ?? ''} label="or_keyword" value={p.params.get('keyword') ?? ''} onSearch={(v) => p.set('keyword', v)} />
      {p.answer.isFetching ? <LinearProgress aria-label={translate('ra.page.loading')} /> : <Box sx={{ height: 4 }} />}
      {data ? (
        <Table size="small">
          <TableHead><TableRow>{cols.map((c) => <TableCell key={c} align={c === 'lines' || c === 'qty' ? 'right' : 'left'}>{translate(`${T}.or_cols.${c}`)}</TableCell>)}</TableRow></TableHead>
          <TableBody>
            {data.list.map((o) => (
              <TableRow key={o.id}>
                <TableCell><Link to={`/my/ORs/backlog/psi/${encodeURIComponent(o.or_no)}`}>{o.or_no}</Link></TableCell>
                <TableCell>{o.vendor}</TableCell>
                <TableCell>{o.or_date ?? ''}</TableCell>
                <TableCell align="right">{o.lines}</TableCell>
                <TableCell align="right">{formatNumber(o.qty)}</TableCell>
                <TableCell>{o.first_date ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {PSI_STATUSES.filter((s) => o[s]).map((s) => (
                    <Chip key={s} size="small" label={`${o[s]} ${translate(`${T}.statuses.${s}`)}`} sx={{ mr: 0.5, bgcolor: COLOURS[STATUS_COLOUR[s]].bg, color: COLOURS[STATUS_COLOUR[s]].fg }} />
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {data ? <TablePagination component="div" count={data.total} page={p.page - 1} rowsPerPage={p.size} rowsPerPageOptions={[10, 50, 100]} onPageChange={(_e, n) => p.set('page', n ? String(n + 1) : null)} onRowsPerPageChange={(e) => p.set('size', e.target.value === '10' ? null : e.target.value)} {...labels} /> : null}
    </Box>
  );
}
