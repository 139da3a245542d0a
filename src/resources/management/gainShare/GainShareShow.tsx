// The agreement's page: the generic show with the report under the fields (GET /api/v2/gain_share/report/{id}):
// each month's saving and its split, exact decimal text from the server, and the totals.
import { Alert, Box, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { requestJson, unwrapData } from '../../../dataProvider';
import { ResourceShow } from '../../../views/ResourceShow';
import type { GainShareReport } from './model/wire';

const T = 'screens.gain_share';
const COLS = ['month', 'shipped_qty', 'saving', 'customer_share', 'our_share'] as const;

function Report() {
  const translate = useTranslate();
  const record = useRecordContext();
  const query = useQuery({
    queryKey: ['gain_share', 'report', record?.id, record?.version],
    queryFn: async ({ signal }) => unwrapData(await requestJson(`/api/v2/gain_share/report/${record!.id}`, { signal })) as GainShareReport,
    enabled: Boolean(record?.id),
  });
  const title = translate(`${T}.report`);
  if (query.error) return <Alert severity="error">{query.error.message}</Alert>;
  const r = query.data;
  if (!r) return null;
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>{translate(`${T}.unit_saving`, { value: r.unit_saving, currency: r.currency, pct: r.customer_share_pct })}</Typography>
      {r.months.length === 0 ? <Typography variant="body2" color="text.secondary">{translate(`${T}.empty`)}</Typography> : (
        <Table size="small" aria-label={title}>
          <TableHead><TableRow>{COLS.map((c) => <TableCell key={c} align={c === 'month' ? 'left' : 'right'}>{translate(`${T}.col.${c}`)}</TableCell>)}</TableRow></TableHead>
          <TableBody>
            {r.months.map((m) => (
              <TableRow key={m.month}>{COLS.map((c) => <TableCell key={c} align={c === 'month' ? 'left' : 'right'}>{m[c]}</TableCell>)}</TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell>{translate(`${T}.total`)}</TableCell>
              {(['shipped_qty', 'saving', 'customer_share', 'our_share'] as const).map((c) => <TableCell key={c} align="right">{r.total[c]}</TableCell>)}
            </TableRow>
          </TableFooter>
        </Table>
      )}
    </Box>
  );
}

export default function GainShareShow() {
  return (
    <ResourceShow>
      <Report />
    </ResourceShow>
  );
}
