// The Switch account panel (document 1 section 4): while acting as another user, say so and offer
// Switch back to source account and Logout.
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSwitchAccountController } from './useSwitchAccountController';

export function SwitchAccountPanel() {
  const translate = useTranslate();
  const c = useSwitchAccountController();
  if (!c.switched) return null;
  return (
    <Alert
      severity="warning"
      icon={<SwapHorizIcon />}
      role="region"
      aria-label={translate('app.switch_account.title')}
      sx={{ mt: 1 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" variant="outlined" size="small" onClick={c.switchBack} disabled={c.busy}>
            {translate('app.action.switch_back')}
          </Button>
          <Button color="inherit" size="small" onClick={c.logout}>
            {translate('app.action.logout')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{translate('app.switch_account.title')}</AlertTitle>
      {translate('app.switch_account.message', { name: c.actingAs })}
      {c.originalName && ` ${translate('app.switch_account.source', { name: c.originalName })}`}
    </Alert>
  );
}
