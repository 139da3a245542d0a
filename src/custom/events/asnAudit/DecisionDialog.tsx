// Agree or refuse the selected items: one memo for all and each item's own (R18: a refusal needs a
// memo on every item; the items without one are named before anything is sent).
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AUDIT_MEMO_BYTES, REFUSED } from '../../../resources/events/asnAudit/model/auditQueues';
import { truncateUtf8 } from '../../../schema/bytes';
import { withoutMemo, type AuditQueueController } from './useAuditQueueController';

export function DecisionDialog({ c }: { c: AuditQueueController }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.asnAudit.${key}`, args);
  const [shared, setShared] = useState('');
  const [own, setOwn] = useState<Record<number, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const refusing = c.deciding === REFUSED;
  const cap = (v: string) => truncateUtf8(v, AUDIT_MEMO_BYTES);
  const submit = () => {
    const without = refusing ? withoutMemo(c.chosen, shared, own) : [];
    setMissing(without.map((i) => i.invoice_no));
    if (!without.length) c.submit(shared, own);
  };
  return (
    <Dialog open={c.deciding !== undefined} onClose={c.close} fullWidth maxWidth="sm">
      <DialogTitle>{t(refusing ? 'refuseTitle' : 'agreeTitle', { smart_count: c.chosen.length })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField autoFocus multiline minRows={2} label={t(refusing ? 'memoAll' : 'memoOptional')} value={shared} onChange={(e) => setShared(cap(e.target.value))} />
          {c.chosen.map((item) => (
            <TextField key={item.id} size="small" label={t('memoOf', { invoice: item.invoice_no })} value={own[item.id] ?? ''} onChange={(e) => setOwn({ ...own, [item.id]: cap(e.target.value) })} />
          ))}
          {missing.length > 0 && <Alert severity="error">{t('memoMissing', { items: missing.join(', ') })}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={c.close}>{t('cancel')}</Button>
        <Button variant="contained" color={refusing ? 'error' : 'primary'} disabled={c.submitting || !c.chosen.length} onClick={submit}>
          {t(refusing ? 'refuse' : 'agree')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
