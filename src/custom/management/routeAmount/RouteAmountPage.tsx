// /management/routeQuote/routeAmountQuery: pick a route, give the weight and volume, and see what
// each active quote charges (every expense item and the total, exact to the cent), cheapest first.
import { Alert, Box, Button, MenuItem, Paper, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRouteAmountController } from './useRouteAmountController';

const T = 'screens.route_amount';

export default function RouteAmountPage() {
  const translate = useTranslate();
  const c = useRouteAmountController();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(`${T}.title`)}
      </Typography>
      <Box component="form" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }} onSubmit={(e) => { e.preventDefault(); void c.run(); }}>
        <TextField id="route-amount-route" select label={translate(`${T}.route`)} value={c.route} onChange={(e) => c.setRoute(e.target.value)} sx={{ minWidth: 320 }} size="small">
          {c.routes.map((r) => (
            <MenuItem key={`${r.origin_station_id}-${r.destination_station_id}`} value={`${r.origin_station_id}-${r.destination_station_id}`}>
              {translate(`${T}.route_option`, { name: r.name, count: r.quotes })}
            </MenuItem>
          ))}
        </TextField>
        <TextField id="route-amount-weight" label={translate(`${T}.weight`)} value={c.weight} onChange={(e) => c.setWeight(e.target.value)} size="small" inputProps={{ inputMode: 'decimal' }} />
        <TextField id="route-amount-volume" label={translate(`${T}.volume`)} value={c.volume} onChange={(e) => c.setVolume(e.target.value)} size="small" inputProps={{ inputMode: 'decimal' }} />
        <TextField id="route-amount-date" label={translate(`${T}.date`)} type="date" value={c.date} onChange={(e) => c.setDate(e.target.value)} size="small" InputLabelProps={{ shrink: true }} />
        <Button type="submit" variant="contained" disabled={!c.canRun || c.busy}>
          {translate(`${T}.query`)}
        </Button>
      </Box>
      {c.error ? <Alert severity="error" sx={{ mb: 2 }}>{c.error}</Alert> : null}
      {c.quotes && !c.quotes.length ? <Alert severity="info">{translate(`${T}.none`)}</Alert> : null}
      {c.quotes?.map((q) => (
        <Paper key={q.route_quote_id} variant="outlined" sx={{ mb: 2, p: 1 }} aria-label={q.quote_no}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate(`${T}.quote_head`, { carrier: q.carrier, mode: translate(`${T}.mode_${q.mode}`), no: q.quote_no, total: q.total, currency: q.currency })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.quote_valid`, { from: q.valid_from, to: q.valid_to, days: q.transit_days ?? '-' })}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                {['item', 'basis', 'quantity', 'rate', 'min', 'amount'].map((k) => (
                  <TableCell key={k} align={k === 'item' || k === 'basis' ? 'left' : 'right'}>{translate(`${T}.col_${k}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {q.charges.map((ch) => (
                <TableRow key={ch.route_charge_id}>
                  <TableCell>{`${ch.code} ${ch.name}`}</TableCell>
                  <TableCell>{translate(`${T}.basis_${ch.basis}`)}</TableCell>
                  <TableCell align="right">{ch.quantity}</TableCell>
                  <TableCell align="right">{ch.rate}</TableCell>
                  <TableCell align="right">{ch.min_charge ?? ''}</TableCell>
                  <TableCell align="right">{ch.amount}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={5} sx={{ fontWeight: 600 }}>{translate(`${T}.total`)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>{`${q.total} ${q.currency}`}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Paper>
      ))}
    </Box>
  );
}
