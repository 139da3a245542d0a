import type { NotificationPayload } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { SUCCESS_TOAST_MS } from '../../../src/config';
import { shapeNotification } from '../../../src/shell/notificationRules';

const text = (message: string, args: unknown) => ({
  message: message === 'ra.notification.http_error' ? 'Server communication error' : `${message}${args ? ` ${JSON.stringify(args)}` : ''}`,
  errorTitle: '[Error]',
});

describe('notification rules', () => {
  it('keeps errors open and titles them [Error], in words the snackbar shows unchanged', () => {
    const shaped = shapeNotification({ message: 'ra.notification.http_error', type: 'error' }, text);
    expect(shaped.message).toBe('[Error] Server communication error');
    expect(shaped.notificationOptions).toMatchObject({ autoHideDuration: null, messageArgs: { _: '[Error] Server communication error' } });
  });

  it('does not title an error twice', () => {
    const shaped = shapeNotification({ message: '[Error] Already titled', type: 'error' }, text);
    expect(shaped.message).toBe('[Error] Already titled');
  });

  it('closes other notices after 3 s unless the caller chose a time', () => {
    expect(shapeNotification({ message: 'Saved', type: 'success' }, text).notificationOptions?.autoHideDuration).toBe(SUCCESS_TOAST_MS);
    expect(SUCCESS_TOAST_MS).toBe(3000);
    const exportDone: NotificationPayload = { message: 'app.export.success', type: 'success', notificationOptions: { autoHideDuration: 5000, messageArgs: { n: 1 } } };
    expect(shapeNotification(exportDone, text)).toEqual(exportDone);
  });
});
