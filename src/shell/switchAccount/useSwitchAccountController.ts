// The Switch account panel's logic: shown while the signed-in user is not the stored original one;
// switching back restores the original token, re-reads the user and reloads the page the original
// user was on when they switched.
import { useEffect, useState } from 'react';
import { useGetIdentity, useLogout, useNotify } from 'react-admin';
import { switchBack, switchedFromUserId } from '../../authProvider/switchAccount';
import { currentUser } from '../../authProvider/user';
import { flashNotice, useFlashNotice } from './flashNotice';
import { reloadPage } from './pageReload';
import { noteOwnPage, takeReturnPath } from './returnPath';
import { useLocation } from 'react-router-dom';

export function useSwitchAccountController() {
  useFlashNotice();
  useGetIdentity(); // re-render when the signed-in user changes
  const notify = useNotify();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const user = currentUser();
  const { pathname, search } = useLocation();
  const switchedFrom = switchedFromUserId();
  // While not switched, every page is noted: the last one is where the switch started.
  useEffect(() => {
    if (switchedFrom === undefined) noteOwnPage(pathname + search);
  }, [switchedFrom, pathname, search]);
  const original = (user as { original_user?: { name: string; nick_name?: string | null } } | undefined)?.original_user;

  return {
    switched: !busy && switchedFrom !== undefined,
    busy,
    actingAs: user ? user.nick_name || user.name : '',
    originalName: original ? original.nick_name || original.name : undefined,
    switchBack: async () => {
      setBusy(true);
      try {
        await switchBack();
        flashNotice({ message: 'app.auth.switch_succeeded', type: 'success' });
        reloadPage(takeReturnPath());
      } catch (error) {
        setBusy(false);
        notify(error instanceof Error ? error.message : 'app.auth.switch_failed', { type: 'error' });
      }
    },
    // Logout while switched: the server ends the switched session and the one it came from.
    logout: () => void logout(),
  };
}
