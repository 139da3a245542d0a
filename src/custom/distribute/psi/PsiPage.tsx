// Every PSI screen (/my/{family}/psi/..., /distribute/{family}/all/psi/..., .../backlog/psi/..., VSR):
// one page over the PSI calls of its family, the scope telling whose rows and which segments.
import { Alert, Box, LinearProgress, TablePagination, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PsiFamily } from '../../../contract/psi/types';
import { useTablePaginationLabels } from '../../../i18n/useTablePaginationLabels';
import { COLOUR_ORDER, COLOURS } from './colours';
import { ExplainDialog } from './ExplainDialog';
import { LINE_HEIGHT } from './gridModel';
import { PsiGrid } from './PsiGrid';
import { PsiToolbar } from './PsiToolbar';
import { usePsiController, type PsiScope } from './usePsiController';

const T = 'screens.psi';
const MAX_GRID_HEIGHT = 588;

export function PsiPage({ family, scope }: { family: PsiFamily; scope: PsiScope }) {
  const translate = useTranslate();
  const c = usePsiController(family, scope);
  const labels = useTablePaginationLabels();
  const data = c.data;
  const familyName = translate(`${T}.families.${family}`);
  const title = family === 'VSR' ? translate(`${T}.title_vsr`) : translate(scope === 'my' ? `${T}.title_my` : scope === 'backlog' ? `${T}.title_backlog` : `${T}.title`, { family: familyName });
  const lines = (data?.list.length ?? 0) * 3;
  const height = Math.min(MAX_GRID_HEIGHT, (lines + 1) * LINE_HEIGHT + 2);
  const onShortcut = (key: string) => {
    if (key === 'c') c.set({ view: c.previous ? null : 'previous' });
    else if (key === 'm') c.set({ period: c.period === 'month' ? null : 'month' });
    else if (key === 'w' && !c.previous) c.set({ whatif: c.whatIfMode ? null : '1' });
    else return false;
    return true;
  };
  const nos = (list: string[]) => (list.length > 2 ? translate(`${T}.more`, { first: list[0], count: list.length - 1 }) : list.join(', ') || '-');
  const src = data?.current;
  const prev = data?.previous;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {src && (src.forecastNos.length || src.backlogNo)
          ? translate(`${T}.source`, { forecasts: nos(src.forecastNos), backlog: src.backlogNo ?? '-', date: src.backlogDate ?? '-' })
          : data ? translate(`${T}.source_none`) : ''}
        {prev && (prev.forecastNos.length || prev.backlogNo) ? ` — ${translate(`${T}.previous_source`, { forecasts: nos(prev.forecastNos), backlog: prev.backlogNo ?? '-' })}` : ''}
        {family === 'NonTI' && scope === 'backlog' && c.segments.forecast_no && c.segments.backlog_no ? (
          <> — <Link to={`/distribute/NonTI/backlog/vsr/psi/${encodeURIComponent(c.segments.forecast_no)}/${encodeURIComponent(c.segments.backlog_no)}`}>{translate(`${T}.vsr_link`)}</Link></>
        ) : null}
      </Typography>
      <PsiToolbar c={c} />
      <Box component="ul" aria-label={translate(`${T}.legend`)} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', p: 0, m: 0, mb: 1, fontSize: 13 }}>
        <li><strong>{translate(`${T}.legend`)}:</strong></li>
        {COLOUR_ORDER.map((k) => (
          <Box component="li" key={k} data-legend={k} sx={{ px: 1, borderRadius: 1, bgcolor: COLOURS[k].bg, color: COLOURS[k].fg, borderLeft: `4px solid ${COLOURS[k].bar}` }}>
            {translate(`${T}.colours.${k}`)}
          </Box>
        ))}
        {!c.previous ? <Box component="li" sx={{ px: 1, fontWeight: 700, bgcolor: 'rgba(123, 31, 162, 0.10)' }}>{translate(`${T}.changed`, { weeks: 16 })}</Box> : null}
      </Box>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 0.5 }}>
        {c.whatIfMode ? translate(`${T}.what_if_help`) : translate(`${T}.shortcuts`)}
      </Typography>
      {c.loading ? <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 0.5 }} /> : <Box sx={{ height: 4, mb: 0.5 }} />}
      {c.error ? <Alert severity="error" sx={{ mb: 1 }}>{c.error instanceof Error ? c.error.message : String(c.error)}</Alert> : null}
      {data && !data.list.length ? <Alert severity="info">{translate(`${T}.none`)}</Alert> : null}
      {data && data.list.length ? (
        <PsiGrid
          rows={data.list}
          periods={data.periods}
          rule={data.rule}
          previous={c.previous}
          whatIfMode={c.whatIfMode}
          edits={c.edits}
          weekCount={16}
          height={height}
          onEdit={c.edit}
          onExplain={(row, p) => void c.explainBalance(row, p)}
          onShortcut={onShortcut}
        />
      ) : null}
      {data ? (
        <TablePagination
          component="div"
          count={data.total}
          page={Math.max(0, c.page - 1)}
          rowsPerPage={c.size}
          rowsPerPageOptions={[10, 50, 100, 500]}
          onPageChange={(_e, p) => c.set({ page: p ? String(p + 1) : null })}
          onRowsPerPageChange={(e) => c.set({ size: e.target.value === '10' ? null : e.target.value })}
          {...labels}
        />
      ) : null}
      <ExplainDialog c={c} />
    </Box>
  );
}
