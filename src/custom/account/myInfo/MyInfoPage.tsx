// /myInfo/{id}: one's own profile, the UI language and the password.
import { Alert, Box, Button, Chip, LinearProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { AVAILABLE_LOCALES } from '../../../i18n';
import { useMyInfoController } from './useMyInfoController';

export default function MyInfoPage() {
  const translate = useTranslate();
  const c = useMyInfoController();
  const t = (key: string) => translate(`screens.myInfo.${key}`);
  if (c.redirectTo) return <Navigate to={c.redirectTo} replace />;
  const { profile, password } = c;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 720 }}>
      <Title title={t('title')} />
      {c.loading && !c.error && <LinearProgress />}
      {c.error && <Alert severity="error">{c.error.message}</Alert>}
      {c.user && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="my-profile">
            <Typography id="my-profile" variant="h6" component="h2" gutterBottom>
              {t('profile')}
            </Typography>
            <Stack spacing={2}>
              <TextField label={t('name')} value={c.user.name} disabled />
              <Box>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                  {t('roles')}
                </Typography>
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  {c.user.roles.length ? c.user.roles.map((r) => <Chip key={r.id} size="small" label={r.name} />) : t('no_roles')}
                </Box>
              </Box>
              <TextField label={t('nick_name')} value={profile.nickName} onChange={(e) => profile.setNickName(e.target.value)} error={Boolean(profile.errors.nick_name)} helperText={profile.errors.nick_name} />
              <TextField label={t('email')} type="email" value={profile.email} onChange={(e) => profile.setEmail(e.target.value)} error={Boolean(profile.errors.email)} helperText={profile.errors.email} />
              <TextField select label={t('language')} value={profile.language} onChange={(e) => profile.setLanguage(e.target.value)} error={Boolean(profile.errors.language)} helperText={profile.errors.language}>
                {AVAILABLE_LOCALES.map((l) => (
                  <MenuItem key={l.locale} value={l.locale}>
                    {l.name}
                  </MenuItem>
                ))}
              </TextField>
              <Box>
                <Button variant="contained" onClick={() => profile.save.mutate()} disabled={profile.save.isPending}>
                  {t('save')}
                </Button>
              </Box>
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="my-password">
            <Typography id="my-password" variant="h6" component="h2" gutterBottom>
              {t('password')}
            </Typography>
            <Stack spacing={2} component="form" onSubmit={(e) => { e.preventDefault(); if (password.canSubmit) password.change.mutate(); }}>
              <TextField label={t('current_password')} type="password" autoComplete="current-password" value={password.current} onChange={(e) => password.setCurrent(e.target.value)} error={Boolean(password.errors.current_password)} helperText={password.errors.current_password} />
              <TextField label={t('new_password')} type="password" autoComplete="new-password" value={password.next} onChange={(e) => password.setNext(e.target.value)} error={Boolean(password.errors.password)} helperText={password.errors.password} />
              <TextField label={t('confirm_password')} type="password" autoComplete="new-password" value={password.confirm} onChange={(e) => password.setConfirm(e.target.value)} error={password.mismatch} helperText={password.mismatch ? t('mismatch') : undefined} />
              <Box>
                <Button type="submit" variant="contained" disabled={!password.canSubmit || password.change.isPending}>
                  {t('change_password')}
                </Button>
              </Box>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
