// Where an ASN's record page leads besides its transitions: the supplier's Edit of a draft (or a
// price-rejected one) and Request a change once submitted; for the ASN staff, the 3PL warehouse
// (Jusda) view of what the warehouse got for the invoice, once it was sent there.
import EditIcon from '@mui/icons-material/Edit';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { Stack } from '@mui/material';
import type { ReactElement } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { ASN_STATUS as S, EDITABLE_STATES, MODIFIABLE_STATES } from './model/statuses';
import { useResourceDeclaration } from '../../../views/useResourceDeclaration';

const T = 'screens.asn_order';
const AT_WAREHOUSE: readonly string[] = [S.synced, S.shipped, S.returned];

/** The spec's Jusda view of an ASN's invoice ({type}: the tab first shown). */
export const asnJusdaPath = (invoiceNo: string, type = 'inbound') => `/shipment/ship/asnManagement/jusda/${type}/${encodeURIComponent(invoiceNo)}`;

export function AsnLinks() {
  const record = useRecordContext();
  const decl = useResourceDeclaration();
  if (!record) return null;
  const status = String(record.status);
  const links: { to: string; label: string; icon: ReactElement }[] = [];
  if (decl.name === 'my_asn') {
    if (EDITABLE_STATES.includes(status) && record.locked !== true) links.push({ to: `/my/asn/orders/edit/${record.id}`, label: `${T}.edit`, icon: <EditIcon /> });
    if (MODIFIABLE_STATES.includes(status)) links.push({ to: `/my/asn/orders/modify/${record.id}`, label: `${T}.requestChange`, icon: <EditIcon /> });
  } else if (AT_WAREHOUSE.includes(status)) {
    links.push({ to: asnJusdaPath(String(record.invoice_no)), label: `${T}.jusda`, icon: <WarehouseIcon /> });
  }
  if (!links.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
      {links.map((l) => <Button key={l.to} variant="outlined" label={l.label} component={Link} to={l.to}>{l.icon}</Button>)}
    </Stack>
  );
}
