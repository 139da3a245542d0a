// The notices bottom-left, stacked, at most five at once (useNotificationStack); errors are titled
// [Error] and stay until closed, other notices close after 3 s unless the caller chose a time.
// A click elsewhere closes them, as MUI's snackbars do, and they sit above the forms' sticky toolbar,
// so an error never hides the Save button the user needs next.
import { Alert, Box, Button, ClickAwayListener, Collapse } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNotificationStack, type ShownNotification } from './notifications/useNotificationStack';

/** Above react-admin's sticky form toolbar (64 px) with a gap. */
const TOOLBAR_CLEARANCE = 88;

type Stack = ReturnType<typeof useNotificationStack>;

function Notice({ item, close, remove }: { item: ShownNotification; close: Stack['close']; remove: Stack['remove'] }) {
  const translate = useTranslate();
  const { key, open, payload } = item;
  const { message, type, notificationOptions: options = {} } = payload;
  const duration = options.autoHideDuration;
  // Each notice keeps its own time, whatever arrives or leaves around it.
  useEffect(() => {
    if (!open || typeof duration !== 'number') return;
    const timer = setTimeout(() => close(key), duration);
    return () => clearTimeout(timer);
  }, [open, duration, close, key]);
  const text: ReactNode = typeof message === 'string' ? translate(message, options.messageArgs) : message;
  return (
    <Collapse in={open} appear onExited={() => remove(key)} timeout={200}>
      <Alert
        variant="filled"
        severity={type}
        onClose={() => close(key)}
        closeText={translate('ra.action.close')}
        action={
          options.undoable ? (
            <Button color="inherit" size="small" onClick={() => close(key, true)}>
              {translate('ra.action.undo')}
            </Button>
          ) : undefined
        }
        sx={{ mt: 1, minWidth: 288, maxWidth: 560, whiteSpace: options.multiLine ? 'pre-wrap' : undefined, boxShadow: 3 }}
      >
        {text}
      </Alert>
    </Collapse>
  );
}

export function AppNotification() {
  const translate = useTranslate();
  const { shown, close, closeAll, remove } = useNotificationStack();
  if (shown.length === 0) return null;
  return (
    <ClickAwayListener onClickAway={closeAll}>
      <Box
        role="region"
        aria-label={translate('app.notices')}
        data-testid="notifications"
        sx={{ position: 'fixed', left: 24, bottom: TOOLBAR_CLEARANCE, zIndex: (theme) => theme.zIndex.snackbar, display: 'flex', flexDirection: 'column' }}
      >
        {shown.map((item) => (
          <Notice key={item.key} item={item} close={close} remove={remove} />
        ))}
      </Box>
    </ClickAwayListener>
  );
}
