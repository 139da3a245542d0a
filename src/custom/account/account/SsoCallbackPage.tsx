// Where the identity provider sends the browser back with the authorization code.
import { Alert, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AccountCard } from './AccountCard';
import { useSsoCallbackController } from './useSsoCallbackController';

export default function SsoCallbackPage() {
  const translate = useTranslate();
  const { error } = useSsoCallbackController();
  return (
    <AccountCard title={translate('screens.account.sso')}>
      {error ? (
        <Alert severity="error">
          {translate('screens.account.callback_failed')} {error}
        </Alert>
      ) : (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={18} /> {translate('screens.account.callback_working')}
        </Typography>
      )}
    </AccountCard>
  );
}
