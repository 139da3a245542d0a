// The ECPO's show screen: the generic one with the goods on the way booked for it under its fields,
// and (for users who may change ECPOs) booking more from the shipments on the way of its part.
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { ResourceShow } from '../../../views/ResourceShow';
import { raName } from '../../declarations';
import { ecpo } from './model/ecpo';
import { pdc } from './model/pdc';
import { useEcpoOnway } from './useEcpoOnway';

const T = 'screens.transit.ecpo';

function OnwayLinks() {
  const translate = useTranslate();
  const record = useRecordContext();
  const { canAccess: canEdit } = useCanAccess({ resource: raName(ecpo), action: 'edit' });
  const { canAccess: canPick } = useCanAccess({ resource: raName(pdc), action: 'list' });
  const open = record?.status === 'open';
  const c = useEcpoOnway(record ? Number(record.id) : undefined, record ? Number(record.material_id) : undefined, Boolean(canEdit && canPick && open));
  if (!record) return null;
  return (
    <Box component="section" aria-label={translate(`${T}.title`)} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(`${T}.title`)} · {translate(`${T}.booked`, { booked: c.booked, ordered: String(record.order_qty) })}
      </Typography>
      {c.error && <Alert severity="error">{c.error}</Alert>}
      {c.links.length === 0 ? (
        <Typography variant="body2">{translate(`${T}.empty`)}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {['delivery', 'waybill', 'eta', 'qty'].map((h) => <TableCell key={h}>{translate(`${T}.${h}`)}</TableCell>)}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {c.links.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{l.delivery_no}</TableCell>
                <TableCell>{l.waybill_no} / {l.invoice_no}</TableCell>
                <TableCell>{l.eta ?? '—'}</TableCell>
                <TableCell>{l.qty}</TableCell>
                <TableCell>
                  {canEdit && open && (
                    <Button label={`${T}.remove`} disabled={c.pending} onClick={() => c.remove(l, translate(`${T}.removed`))}>
                      <DeleteIcon />
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {canEdit && canPick && open && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }} alignItems="center">
          <TextField select size="small" sx={{ minWidth: 280 }} label={translate(`${T}.shipment`)} value={c.pdcId} onChange={(e) => c.setPdcId(Number(e.target.value))}>
            {c.shipments.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.delivery_no} · {s.qty} · {s.eta ?? '—'}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label={translate(`${T}.qty`)} value={c.qty} onChange={(e) => c.setQty(e.target.value)} inputProps={{ inputMode: 'numeric' }} />
          <Button label={`${T}.add`} variant="contained" disabled={c.pending || c.pdcId === '' || c.qty === ''} onClick={() => c.add(translate(`${T}.added`))} />
        </Stack>
      )}
    </Box>
  );
}

export default function EcpoShow() {
  return (
    <ResourceShow>
      <OnwayLinks />
    </ResourceShow>
  );
}
