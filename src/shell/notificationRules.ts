// How the shell shows notifications (document 1 section 9, document 3 sections 8-9): errors stay
// until closed and are titled [Error]; other notices close after 3 s unless the caller chose a
// time (exports ask for 5 s).
import type { NotificationPayload } from 'react-admin';
import { SUCCESS_TOAST_MS } from '../config';

export interface NotificationText {
  /** The translated message (the caller's key and arguments already applied). */
  message: string;
  /** The translated error title, "[Error]" or "[错误]". */
  errorTitle: string;
}

/** The notice as it is shown; `text` translates lazily, only for the string messages that need it. */
export function shapeNotification(payload: NotificationPayload, text: (message: string, args: unknown) => NotificationText): NotificationPayload {
  const options = payload.notificationOptions ?? {};
  const isError = payload.type === 'error';
  const autoHideDuration = options.autoHideDuration !== undefined ? options.autoHideDuration : isError ? null : SUCCESS_TOAST_MS;
  if (!isError || typeof payload.message !== 'string') return { ...payload, notificationOptions: { ...options, autoHideDuration } };
  const { message, errorTitle } = text(payload.message, options.messageArgs);
  const titled = message.startsWith(errorTitle) ? message : `${errorTitle} ${message}`;
  // The message is final text now: `_` makes react-admin's translate hand it back unchanged.
  return { ...payload, message: titled, notificationOptions: { ...options, autoHideDuration, messageArgs: { _: titled } } };
}
