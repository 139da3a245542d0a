// react-admin's notification, bottom-left, with the shell's rules (notificationRules.ts).
// react-admin shows one notice at a time and queues the rest, so "at most 5 shown" holds trivially.
import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { useMemo } from 'react';
import { Notification, NotificationContext, useCloseNotification, useNotificationContext, useTranslate, type NotificationContextType } from 'react-admin';
import { shapeNotification } from './notificationRules';

/** Errors do not close by themselves, so they get a close button. */
function CloseNotificationButton() {
  const close = useCloseNotification();
  const translate = useTranslate();
  return (
    <IconButton size="small" color="inherit" aria-label={translate('ra.action.close')} onClick={close}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

const closeButton = <CloseNotificationButton />;

export function AppNotification() {
  const context = useNotificationContext();
  const translate = useTranslate();
  const shaped = useMemo<NotificationContextType>(
    () => ({
      ...context,
      takeNotification: () => {
        const next = context.takeNotification();
        if (!next) return next;
        const shapedNext = shapeNotification(next, (message, args) => ({
          message: translate(message, { _: message, ...(typeof args === 'object' && args !== null ? args : {}) }),
          errorTitle: translate('app.error.title'),
        }));
        return shapedNext.type === 'error' && !shapedNext.notificationOptions?.action
          ? { ...shapedNext, notificationOptions: { ...shapedNext.notificationOptions, action: closeButton } }
          : shapedNext;
      },
    }),
    [context, translate],
  );
  return (
    <NotificationContext.Provider value={shaped}>
      <Notification anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} />
    </NotificationContext.Provider>
  );
}
