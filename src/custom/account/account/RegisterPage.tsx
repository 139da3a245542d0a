// /register: a new local account, which waits for an administrator to give it roles.
import { Alert, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AccountCard } from './AccountCard';
import { useAccountForm } from './useAccountForm';

export default function RegisterPage() {
  const translate = useTranslate();
  const form = useAccountForm('/api/v1/auth/register', { username: '', nick_name: '', email: '', password: '' });
  const t = (key: string, args?: object) => translate(`screens.account.${key}`, args);
  // The server answers the same whatever happened (nothing about existing accounts); the mail tells.
  if (form.done) {
    return (
      <AccountCard title={t('register_title')}>
        <Alert severity="success">{t('register_done', { name: form.values.username.trim(), email: form.values.email.trim() })}</Alert>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('register_title')} error={form.error}>
      <form onSubmit={form.submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <TextField label={t('username')} value={form.values.username} onChange={form.set('username')} error={Boolean(form.fieldErrors.username)} helperText={form.fieldErrors.username} autoComplete="username" required autoFocus />
        <TextField label={t('nick_name')} value={form.values.nick_name} onChange={form.set('nick_name')} autoComplete="name" />
        <TextField label={t('email')} type="email" value={form.values.email} onChange={form.set('email')} error={Boolean(form.fieldErrors.email)} helperText={form.fieldErrors.email} autoComplete="email" required />
        <TextField
          label={t('password')}
          type="password"
          value={form.values.password}
          onChange={form.set('password')}
          error={Boolean(form.fieldErrors.password)}
          helperText={form.fieldErrors.password ?? t('password_hint')}
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="contained" disabled={form.sending}>
          {t('register_submit')}
        </Button>
      </form>
    </AccountCard>
  );
}
