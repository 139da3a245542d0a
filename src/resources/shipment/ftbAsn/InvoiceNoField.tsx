// The invoice number an open FTB ASN needs before it is thrown (POST /invoice_no), with the taken-number
// warning as one leaves the field (POST /exist). manage-ftb-edit only.
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { invoiceTaken, setInvoiceNo, type FtbRecord } from './ftbApi';

const T = 'screens.ftb_asn';

export function InvoiceNoField({ ftb, onSaved }: { ftb: FtbRecord; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [value, setValue] = useState(ftb.invoice_no ?? '');
  const [taken, setTaken] = useState(false);
  const [saving, setSaving] = useState(false);
  const check = async () => {
    const no = value.trim().toUpperCase();
    setTaken(Boolean(no) && no !== ftb.invoice_no && (await invoiceTaken(no).catch(() => false)));
  };
  const save = async () => {
    setSaving(true);
    try {
      await setInvoiceNo(ftb.id, value.trim(), ftb.version);
      notify(translate(`${T}.invoiceSaved`), { type: 'info' });
      onSaved();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 2 }}>
      <TextField
        size="small"
        sx={{ width: 260 }}
        label={translate(`${T}.invoice`)}
        value={value}
        onChange={(e) => setValue(e.target.value.toUpperCase())}
        onBlur={() => void check()}
        error={taken}
        helperText={taken ? translate(`${T}.invoiceTaken`) : undefined}
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <Button variant="outlined" sx={{ whiteSpace: 'nowrap' }} disabled={saving || !value.trim() || value.trim() === ftb.invoice_no} onClick={() => void save()}>
        {translate(`${T}.invoiceSave`)}
      </Button>
    </Stack>
  );
}
