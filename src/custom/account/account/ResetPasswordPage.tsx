// /resetPwd?token=...: the link from the reset mail; the token works once, for 30 minutes.
import { Alert, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AccountCard } from './AccountCard';
import { useAccountForm } from './useAccountForm';

export default function ResetPasswordPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useAccountForm('/api/v1/auth/resetPwd', { password: '' }, () => ({ token }));
  const t = (key: string) => translate(`screens.account.${key}`);
  if (!token) {
    return (
      <AccountCard title={t('reset_title')}>
        <Alert severity="warning">{t('reset_no_token')}</Alert>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('reset_title')} error={form.done ? undefined : form.error}>
      {form.done ? (
        <Alert severity="success">{t('reset_done')}</Alert>
      ) : (
        <form onSubmit={form.submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <TextField
            label={t('new_password')}
            type="password"
            value={form.values.password}
            onChange={form.set('password')}
            error={Boolean(form.fieldErrors.password)}
            helperText={form.fieldErrors.password ?? t('password_hint')}
            autoComplete="new-password"
            required
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={form.sending}>
            {t('reset_submit')}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}
