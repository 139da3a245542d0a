// "Sign in with SSO": shown when the server names an identity provider (and the environment does
// not skip single sign-on); it leaves for the provider's sign-in page.
import { Button, Divider, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ssoSettings } from '../authProvider/sso/config';
import { startSsoSignIn } from '../authProvider/sso/flow';

export function SsoButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const [leaving, setLeaving] = useState(false);
  if (!ssoSettings()) return null;
  const start = () => {
    setLeaving(true);
    startSsoSignIn().catch((e: unknown) => {
      setLeaving(false);
      console.error('single sign-on failed', e);
      notify('screens.account.callback_failed', { type: 'error' });
    });
  };
  return (
    <>
      <Button variant="outlined" onClick={start} disabled={leaving} fullWidth>
        {translate('screens.account.sso')}
      </Button>
      <Divider>
        <Typography variant="caption" color="text.secondary">
          {translate('screens.account.sso_or')}
        </Typography>
      </Divider>
    </>
  );
}
