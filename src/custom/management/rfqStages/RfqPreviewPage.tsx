// /my/myRFQs/RFQPreview: upload a spreadsheet of requested lines, see each row and its problems
// (nothing is saved), then create the draft RFQ from them.
import { Alert, Autocomplete, Button, Card, CardContent, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { CURRENCIES } from '../../../resources/basic/customer/model/entity';
import { TableScroll } from '../../../views/shared/TableScroll';
import { useRfqPreviewController } from './useRfqPreviewController';

const T = 'screens.rfq';
const COLUMNS = ['row', 'mpn', 'cpn', 'qty', 'target_price', 'annual_usage', 'problems'] as const;

export default function RfqPreviewPage() {
  const translate = useTranslate();
  const c = useRfqPreviewController();
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.preview.title`)} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">{translate(`${T}.preview.title`)}</Typography>
          <Typography variant="body2">{translate(`${T}.preview.help`)}</Typography>
          <Button component="label" variant="outlined" disabled={c.busy} sx={{ alignSelf: 'flex-start' }}>
            {translate(`${T}.preview.choose`)}
            <input hidden type="file" accept=".xlsx,.xls,.csv" aria-label={translate(`${T}.preview.choose`)} onChange={(e) => { const f = e.target.files?.[0]; if (f) c.parse(f); e.target.value = ''; }} />
          </Button>
          {c.preview && (
            <>
              <Typography>{translate(`${T}.preview.rows`, { rows: c.preview.rows.length, bad: c.bad })}</Typography>
              <TableScroll label={translate(`${T}.lines`)} contain>
                <Table size="small" aria-label={translate(`${T}.preview.title`)}>
                  <TableHead>
                    <TableRow>{COLUMNS.map((col) => <TableCell key={col}>{translate(`${T}.col.${col}`)}</TableCell>)}</TableRow>
                  </TableHead>
                  <TableBody>
                    {c.preview.rows.map((r) => (
                      <TableRow key={r.row} sx={r.problems.length ? { bgcolor: 'error.light' } : undefined}>
                        <TableCell>{r.row}</TableCell>
                        <TableCell>{r.mpn}</TableCell>
                        <TableCell>{r.cpn ?? ''}</TableCell>
                        <TableCell align="right">{String(r.qty ?? '')}</TableCell>
                        <TableCell align="right">{String(r.target_price ?? '')}</TableCell>
                        <TableCell align="right">{String(r.annual_usage ?? '')}</TableCell>
                        <TableCell>{r.problems.length ? r.problems.join('; ') : translate(`${T}.preview.ok`)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
              {!c.preview.valid && <Alert severity="warning">{translate(`${T}.preview.fixFirst`)}</Alert>}
              <Typography variant="subtitle1" component="h3">{translate(`${T}.preview.head`)}</Typography>
              <Stack direction="row" spacing={2} flexWrap="wrap">
                <TextField size="small" required label={translate(`${T}.col.rfq_no`)} value={c.rfqNo} onChange={(e) => c.setRfqNo(e.target.value)} inputProps={{ maxLength: 30 }} />
                <Autocomplete
                  size="small"
                  sx={{ width: 280 }}
                  options={c.customerOptions}
                  value={c.customer}
                  onChange={(_, v) => c.setCustomer(v)}
                  onInputChange={(_, v) => c.setSearch(v)}
                  getOptionLabel={(o) => `${o.code} ${o.name}`}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  filterOptions={(x) => x}
                  renderInput={(params) => <TextField {...params} required label={translate(`${T}.col.customer`)} />}
                />
                <TextField select size="small" label={translate(`${T}.col.currency`)} value={c.currency} onChange={(e) => c.setCurrency(e.target.value)} sx={{ width: 120 }}>
                  {CURRENCIES.map((o) => <MenuItem key={o.value} value={o.value}>{o.value}</MenuItem>)}
                </TextField>
                <TextField size="small" type="date" label={translate(`${T}.col.due_date`)} value={c.dueDate} onChange={(e) => c.setDueDate(e.target.value)} InputLabelProps={{ shrink: true }} />
              </Stack>
              <Button variant="contained" disabled={!c.canCreate || c.busy} onClick={c.create} sx={{ alignSelf: 'flex-start' }}>{translate(`${T}.preview.create`)}</Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
