// /recover: asks for a password-reset link by user name or e-mail (the same answer either way).
import { Alert, Button, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AccountCard } from './AccountCard';
import { useAccountForm } from './useAccountForm';

export default function RecoverPage() {
  const translate = useTranslate();
  const form = useAccountForm('/api/v1/auth/forgetPwd', { username: '' });
  const t = (key: string) => translate(`screens.account.${key}`);
  return (
    <AccountCard title={t('recover_title')} error={form.done ? undefined : form.error}>
      {form.done ? (
        <Alert severity="success">{t('recover_done')}</Alert>
      ) : (
        <form onSubmit={form.submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Typography variant="body2" color="text.secondary">
            {t('recover_intro')}
          </Typography>
          <TextField label={t('account_or_email')} value={form.values.username} onChange={form.set('username')} error={Boolean(form.fieldErrors.username)} helperText={form.fieldErrors.username} required autoFocus />
          <Button type="submit" variant="contained" disabled={form.sending}>
            {t('recover_submit')}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}
