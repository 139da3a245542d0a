// /apiDoc: asks for a documentation ticket and replaces this page with /doc?ticket=… (the address
// stays out of the history, so Back returns to where the user came from).
import { Alert, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { ticketedDocUrl } from './docTicket';

/** Leaving the app for the server-rendered page (an object, so tests can watch it: jsdom cannot navigate). */
export const docNavigation = { replace: (url: string) => window.location.replace(url) };

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
  return <PageLoading title="app.header.api_doc_opening" hint="" />;
}
