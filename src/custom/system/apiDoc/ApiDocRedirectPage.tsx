// /apiDoc: asks for a documentation ticket and replaces this page with /doc?ticket=… (the address
// stays out of the history, so Back returns to where the user came from).
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTimeout, useTranslate } from 'react-admin';
import { ticketedDocUrl } from './docTicket';

/** Leaving the app for the server-rendered page (an object, so tests can watch it: jsdom cannot navigate). */
export const docNavigation = { replace: (url: string) => window.location.replace(url) };

// The shell's PageLoading look with this page's own words; the spinner is named (react-admin's
// Loading leaves it unnamed: axe's aria-progressbar-name). Shown after a second, as both do.
function Opening() {
  const translate = useTranslate();
  const shown = useTimeout(1000);
  const title = translate('app.header.api_doc_opening');
  if (!shown) return null;
  return (
    <Stack sx={{ alignItems: 'center', mt: 8, color: 'text.secondary' }}>
      <CircularProgress aria-label={title} />
      <Typography variant="h5" component="p" sx={{ mt: 3 }}>{title}</Typography>
    </Stack>
  );
}

export default function ApiDocRedirectPage() {
  const [error, setError] = useState<string>();
  useEffect(() => {
    let live = true;
    ticketedDocUrl().then(
      (url) => live && docNavigation.replace(url),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, []);
  if (error)
    return (
      <Stack sx={{ p: 2 }}>
        <Alert severity="error">{error}</Alert>
      </Stack>
    );
  return <Opening />;
}
