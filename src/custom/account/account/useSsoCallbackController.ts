// /auth/callback: finishes the single sign-on once (React may run effects twice), refreshes
// react-admin's idea of who is signed in, and lands on Home.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuthProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';

let pending: { url: string; done: Promise<unknown> } | undefined;

export function useSsoCallbackController(): { error?: string } {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!authProvider) return;
    const url = window.location.href;
    if (pending?.url !== url) pending = { url, done: authProvider.login({ sso: 'callback' }) };
    let live = true;
    pending.done
      .then(async () => {
        // The app decided "not signed in" when this page opened; ask again before leaving it.
        await queryClient.invalidateQueries({ queryKey: ['auth'] });
        if (live) navigate('/home', { replace: true });
      })
      .catch((e: unknown) => {
        // Document 1 section 8: a failed exchange is logged to the console; the page says so too.
        console.error('single sign-on failed', e);
        if (live) setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      live = false;
    };
  }, [authProvider, queryClient, navigate]);

  return { error };
}
