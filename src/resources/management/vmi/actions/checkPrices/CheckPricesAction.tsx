// "Check prices" on an 862 draft's show page: each line's unit price against the material's standard
// cost (POST /api/v1/862/valid-price), the lines off listed in row words.
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem } from '@mui/material';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import type { ActionProps } from '../../../../../views/actions/types';
import { useCheckPricesController } from './useCheckPricesController';

const T = 'screens.vmi_actions.check_prices';

export function CheckPricesAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const c = useCheckPricesController(decl.api.base, record?.id);
  if (!record) return null;
  const off = c.result?.list.filter((r) => !r.ok) ?? [];
  return (
    <>
      <Button label={`${T}.button`} onClick={c.run} disabled={c.running}>
        <PriceCheckIcon />
      </Button>
      <Dialog open={Boolean(c.result)} onClose={c.reset} aria-labelledby="check-prices-title">
        <DialogTitle id="check-prices-title">{translate(`${T}.title`)}</DialogTitle>
        <DialogContent>
          {off.length === 0 ? (
            <Alert severity="success">{translate(`${T}.all_ok`, { count: c.result?.list.length ?? 0 })}</Alert>
          ) : (
            <>
              <Alert severity="warning">{translate(`${T}.off`, { off: off.length, count: c.result?.list.length ?? 0 })}</Alert>
              <List dense>{off.map((r) => <ListItem key={r.row}>{r.message}</ListItem>)}</List>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={c.reset} />
        </DialogActions>
      </Dialog>
    </>
  );
}
