// /my/myRFQs: the caller's RFQs (everyone's with rfq-list-all) by stage tab; a row opens
// /my/myRFQs/{stage}/{id}; new RFQs come from a spreadsheet (/my/myRFQs/RFQPreview).
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { STAGE_VALUES } from './model/rfq';
import { TableScroll } from '../../../views/shared/TableScroll';
import { useMyRfqsController } from './useMyRfqListController';

const T = 'screens.rfq';
const COLUMNS = ['rfq_no', 'customer', 'end_customer', 'requester', 'currency', 'due_date', 'created_by'] as const;

export default function MyRfqsPage() {
  const translate = useTranslate();
  const c = useMyRfqsController();
  const cell = (r: Record<string, unknown>, col: (typeof COLUMNS)[number]) => {
    if (col === 'customer') return String(r.customer_id__title ?? r.customer_id ?? '');
    if (col === 'end_customer') return String(r.end_customer_id__title ?? '');
    return String(r[col] ?? '');
  };
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.myTitle`)} />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">{translate(`${T}.myTitle`)}</Typography>
          <TextField size="small" label={translate(`${T}.search`)} value={c.q} onChange={(e) => c.setQ(e.target.value)} />
          <Box sx={{ flex: 1 }} />
          <Button component={Link} to="/my/myRFQs/RFQPreview" variant="outlined">{translate(`${T}.newFromSheet`)}</Button>
          <Button onClick={() => void c.exportRows()}>{translate(`${T}.export`)}</Button>
        </Stack>
        <Tabs value={c.stage} onChange={(_, s: string) => c.setStage(s)} aria-label={translate(`${T}.stageTabs`)}>
          {STAGE_VALUES.map((s) => <Tab key={s} value={s} label={translate(`${T}.stages.${s}`)} />)}
        </Tabs>
        {c.loading ? <PageLoading /> : c.error ? <Alert severity="error">{c.error.message}</Alert> : (
          <TableScroll label={translate(`${T}.myTitle`)} contain>
            <Table size="small" aria-label={translate(`${T}.myTitle`)}>
              <TableHead>
                <TableRow>{COLUMNS.map((col) => <TableCell key={col}>{translate(`${T}.col.${col}`)}</TableCell>)}</TableRow>
              </TableHead>
              <TableBody>
                {c.rows.length === 0 && <TableRow><TableCell colSpan={COLUMNS.length}>{translate(`${T}.empty`)}</TableCell></TableRow>}
                {c.rows.map((r) => (
                  <TableRow key={r.id} hover>
                    {COLUMNS.map((col) => (
                      <TableCell key={col}>
                        {col === 'rfq_no' ? <Link to={`/my/myRFQs/${c.stage}/${r.id}`}>{cell(r, col)}</Link> : cell(r, col)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
          <Button size="small" disabled={c.page <= 1} onClick={() => c.setPage(c.page - 1)}>{translate(`${T}.prev`)}</Button>
          <Chip size="small" label={translate(`${T}.pageOf`, { page: c.page, pages: c.pages })} />
          <Button size="small" disabled={c.page >= c.pages} onClick={() => c.setPage(c.page + 1)}>{translate(`${T}.next`)}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
