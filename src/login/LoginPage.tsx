// Sign-in: single sign-on when configured, else username, password (and a captcha once the server
// asks for one) and the language to work in. A refusal (wrong password, an account without roles)
// is shown as the server worded it.
import { Box, Button, CardContent, CircularProgress, Link, MenuItem, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, Login, PasswordInput, required, TextInput, useLocaleState, useLocales, useLogin, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SignInRefused } from '../authProvider/session';
import { noteLoginLanguageChoice } from '../shell/language/userLanguage';
import { CaptchaField } from './CaptchaField';
import { SsoButton } from './SsoButton';
import { useCaptcha } from './useCaptcha';

interface Credentials {
  username: string;
  password: string;
}

/** authProviders reject with an Error, a string or nothing at all. */
function refusalMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error instanceof Error || (error && typeof error === 'object' && 'message' in error)) return String((error as Error).message) || undefined;
  return undefined;
}

function LanguageChoice() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  // Picked here, it is saved on the account at sign-in (useUserLanguage) rather than replaced by the stored one.
  const choose = (value: string) => {
    noteLoginLanguageChoice(value);
    setLocale(value);
  };
  return (
    <MuiTextField select fullWidth size="small" label={translate('app.login.language', { _: 'Language' })} value={locale} onChange={(e) => choose(e.target.value)}>
      {languages.map((l) => (
        <MenuItem key={l.locale} value={l.locale}>
          {l.name}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

function LoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [signingIn, setSigningIn] = useState(false);
  const captcha = useCaptcha();

  const submit = async (values: Partial<Credentials>) => {
    setSigningIn(true);
    const solved = captcha.required ? { captchaId: captcha.id, captcha: captcha.answer.trim() } : {};
    try {
      await login({ username: values.username?.trim(), password: values.password, ...solved });
    } catch (error) {
      const message = refusalMessage(error);
      notify(message ?? 'ra.auth.sign_in_error', { type: 'error', messageArgs: message ? { _: message } : undefined });
      // Each captcha is good for one attempt: once one is needed, every retry gets a new picture.
      if ((error instanceof SignInRefused && error.captchaRequired) || captcha.required) await captcha.refresh();
    } finally {
      setSigningIn(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ width: 320, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h1" align="center">
          {translate('app.login.title', { _: 'Sign in' })}
        </Typography>
        <Typography variant="body2" align="center" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.login.subtitle', { _: 'Use your company account' })}
        </Typography>
        <SsoButton />
        <TextInput source="username" label="app.login.username" autoComplete="username" autoFocus validate={required()} fullWidth />
        <PasswordInput source="password" label="app.login.password" autoComplete="current-password" validate={required()} fullWidth />
        {captcha.required && <CaptchaField captcha={captcha} />}
        <Button variant="contained" type="submit" color="primary" disabled={signingIn} fullWidth>
          {signingIn ? <CircularProgress size={19} thickness={3} /> : translate('app.login.sign_in', { _: 'Sign in' })}
        </Button>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Link component={RouterLink} to="/recover" variant="body2">
            {translate('app.login.forgot_password', { _: 'Forgot password?' })}
          </Link>
          <Link component={RouterLink} to="/register" variant="body2">
            {translate('app.login.register', { _: 'Register' })}
          </Link>
        </Box>
        <LanguageChoice />
      </CardContent>
    </Form>
  );
}

/** react-admin's Login frame (it also sends a signed-in user straight on) around our form. */
export function LoginPage() {
  return (
    <Login>
      <LoginForm />
    </Login>
  );
}
