// The spec's /management/lim/limitationReport/{id}: one limitation's figures and its months; the
// manager records each month's used quantity and a comment while the limitation is active.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Button as MuiButton, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Button, Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { useLimitationDetail } from './useLimitationDetail';
import { UsageBar } from './UsageBar';

const T = 'screens.limitation_report';

export default function LimitationDetailPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const c = useLimitationDetail(id);
  const col = (name: string) => translate(`${T}.col.${name}`);
  if (c.query.isPending) return <PageLoading />;
  if (c.query.error || !c.row) return <Alert severity="error">{c.query.error?.message}</Alert>;
  const r = c.row;
  const title = translate(`${T}.detail`, { no: r.limit_no });
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Button label={`${T}.back`} component={Link} to="/management/lim/limitationReport">
          <ArrowBackIcon />
        </Button>
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>{title} · {r.mpn} · {r.bg ?? translate(`${T}.every_bg`)}</Typography>
        <Stack direction="row" spacing={3} alignItems="center" flexWrap="wrap" useFlexGap sx={{ my: 2 }}>
          <Typography variant="body2">{col('period')}: {r.start_date} – {r.end_date}</Typography>
          <Typography variant="body2">{col('limited_qty')}: {r.limited_qty}</Typography>
          <Typography variant="body2">{col('used_qty')}: {r.used_qty}</Typography>
          <Typography variant="body2">{col('remaining_qty')}: {r.remaining_qty}</Typography>
          <UsageBar value={r.usage_pct} over={r.over} />
        </Stack>
        {r.status === 'finished' ? <Alert severity="info" sx={{ mb: 2 }}>{translate(`${T}.frozen`)}</Alert> : null}
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>{['month', 'allocated_qty', 'used_qty', 'comment'].map((name) => <TableCell key={name}>{col(name)}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {r.months.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{m.month}</TableCell>
                <TableCell align="right">{m.allocated_qty}</TableCell>
                <TableCell align="right">
                  {c.editable ? (
                    <TextField size="small" type="number" inputProps={{ min: 0, 'aria-label': translate(`${T}.used_for`, { month: m.month }) }} sx={{ width: 120 }} value={c.value(m.id, 'used_qty', String(m.used_qty))} onChange={(e) => c.change(m.id, 'used_qty', e.target.value)} />
                  ) : m.used_qty}
                </TableCell>
                <TableCell>
                  {c.editable ? (
                    <TextField size="small" fullWidth inputProps={{ 'aria-label': translate(`${T}.comment_for`, { month: m.month }) }} value={c.value(m.id, 'comment', m.comment ?? '')} onChange={(e) => c.change(m.id, 'comment', e.target.value)} />
                  ) : (m.comment ?? '')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {c.editable ? (
          <MuiButton variant="contained" startIcon={<SaveIcon />} sx={{ mt: 2 }} disabled={!c.dirty || c.saving} onClick={c.save}>{translate(`${T}.save`)}</MuiButton>
        ) : null}
      </CardContent>
    </Card>
  );
}
