// The idle guard (document 1 section 4): after an hour without input, while signed in and not on
// a sign-in page, a modal offers Reload or Logout. It cannot be dismissed otherwise: the point
// is that an unattended screen stops showing business data.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { currentToken } from '../authProvider/user';
import { IDLE_TIMEOUT_MS } from '../config';
import { useIdle } from './useIdle';

/** Pages where nobody is signed in yet: the guard stays quiet there. */
export const PUBLIC_PATHS = ['/login', '/recover', '/register'];

const isPublicPath = (pathname: string) => PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

export interface IdleGuardProps {
  timeoutMs?: number;
  reload?: () => void;
}

export function IdleGuard({ timeoutMs = IDLE_TIMEOUT_MS, reload = () => window.location.reload() }: IdleGuardProps) {
  const translate = useTranslate();
  const logout = useLogout();
  const { pathname } = useLocation();
  const watching = !isPublicPath(pathname);
  const [idle, reset] = useIdle(timeoutMs, watching);
  // The token is checked when the timer fires, not when it starts: another tab may have signed out.
  const open = idle && currentToken() !== null;

  const signOut = () => {
    reset();
    void logout();
  };

  return (
    <Dialog open={open} disableEscapeKeyDown aria-labelledby="idle-title" aria-describedby="idle-message">
      <DialogTitle id="idle-title">{translate('app.idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-message">{translate('app.idle.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={signOut}>{translate('app.action.logout')}</Button>
        <Button variant="contained" onClick={reload} autoFocus>
          {translate('app.action.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
