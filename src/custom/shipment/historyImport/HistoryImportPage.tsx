// /addHistoryOrder: import past orders from a spreadsheet, previewed first.
import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useHistoryImportController } from './useHistoryImportController';

const T = 'screens.customer_order.history';

export default function HistoryImportPage() {
  const translate = useTranslate();
  const c = useHistoryImportController();
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.title`)} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2">{translate(`${T}.help`)}</Typography>
          <Button component="label" variant="outlined" disabled={c.busy} sx={{ alignSelf: 'flex-start' }}>
            {translate(`${T}.choose`)}
            <input hidden type="file" accept=".xlsx,.xls,.csv" aria-label={translate(`${T}.choose`)} onChange={(e) => { const f = e.target.files?.[0]; if (f) c.parse(f); e.target.value = ''; }} />
          </Button>
          {c.imported !== undefined && <Alert severity="success">{translate(`${T}.imported`, { count: c.imported })}</Alert>}
          {c.preview && (
            <>
              <Typography>{translate(`${T}.summary`, { rows: c.preview.total, orders: c.preview.orders.length })}</Typography>
              {c.preview.errors.map((e) => <Alert key={`${e.row}-${e.field}`} severity="error">{e.message}</Alert>)}
              <Table size="small" aria-label={translate(`${T}.preview`)}>
                <TableHead>
                  <TableRow>{['order_no', 'order_date', 'items'].map((n) => <TableCell key={n}>{translate(`${T}.col.${n}`)}</TableCell>)}</TableRow>
                </TableHead>
                <TableBody>
                  {c.preview.orders.map((o) => (
                    <TableRow key={o.order_no}>
                      <TableCell>{o.order_no}</TableCell>
                      <TableCell>{o.order_date}</TableCell>
                      <TableCell align="right">{o.items}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Button variant="contained" disabled={!c.canImport || c.busy} onClick={c.importRows} sx={{ alignSelf: 'flex-start' }}>{translate(`${T}.import`)}</Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
