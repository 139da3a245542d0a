// The schedule's run log: when each run started and ended, what fired it, how it ended and the
// job's words in the reader's language.
import { Alert, Box, Chip, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../i18n/format';
import { labelIn } from '../../../schema';
import { useUiLocale } from '../../../views/fields/common';
import { RUN_RESULTS, runOutputText } from './model/jobs';
import type { ScheduleRun } from './model/wire';
import { RUNS_PAGE_SIZE, useScheduleRuns } from './useScheduleRuns';

const T = 'screens.schedule';

function RunRow({ run }: { run: ScheduleRun }) {
  const translate = useTranslate();
  const locale = useUiLocale();
  const result = RUN_RESULTS.find((r) => r.value === run.result)!;
  const words = run.output_key ? runOutputText(run.output_key, run.output_values, locale === 'zh-CN' ? 'zh' : 'en') : '';
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.started_at)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{run.finished_at ? formatDateTime(run.finished_at) : '—'}</TableCell>
      <TableCell>{translate(`${T}.trigger_${run.trigger}`, { user: run.triggered_by ?? '' })}</TableCell>
      <TableCell>
        <Chip size="small" color={result.color} label={labelIn(result.label, locale)} />
      </TableCell>
      <TableCell>{words || run.output || ''}</TableCell>
    </TableRow>
  );
}

export function ScheduleRuns() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { runs, total, page, setPage, error } = useScheduleRuns(record?.id);
  if (!record) return null;
  const title = translate(`${T}.runs`);
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {error ? <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert> : null}
      {runs.length === 0 && !error ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.no_runs`)}
        </Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {['started', 'finished', 'trigger', 'result', 'output'].map((c) => (
                <TableCell key={c}>{translate(`${T}.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {runs.map((r) => (
              <RunRow key={r.id} run={r} />
            ))}
          </TableBody>
        </Table>
      )}
      {total > RUNS_PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={RUNS_PAGE_SIZE}
          rowsPerPageOptions={[RUNS_PAGE_SIZE]}
          onPageChange={(_, p) => setPage(p + 1)}
          labelDisplayedRows={({ from, to, count }) => translate(`${T}.shown`, { from, to, count })}
        />
      ) : null}
    </Box>
  );
}
