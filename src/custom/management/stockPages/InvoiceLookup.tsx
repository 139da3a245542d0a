// On the VMI stock page: type an invoice number to open the moves booked against it, the spec's
// /management/inventories/inventoryVMI/jusda/{type}/{invoice_no} (type: the VMI cargo status).
import SearchIcon from '@mui/icons-material/Search';
import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

const T = 'screens.stock';
export const invoiceMovesPath = (invoiceNo: string) => `/management/inventories/inventoryVMI/jusda/vmi/${encodeURIComponent(invoiceNo)}`;

export function InvoiceLookup() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [invoice, setInvoice] = useState('');
  const open = () => invoice.trim() && navigate(invoiceMovesPath(invoice.trim()));
  return (
    <Stack component="form" direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }} onSubmit={(e) => (e.preventDefault(), open())}>
      <TextField size="small" label={translate(`${T}.invoice_no`)} value={invoice} onChange={(e) => setInvoice(e.target.value)} />
      <Button type="submit" label={`${T}.invoice_open`} disabled={!invoice.trim()}>
        <SearchIcon />
      </Button>
    </Stack>
  );
}
