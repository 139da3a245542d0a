// The notices on screen (document 1 section 9): up to five at once, taken from react-admin's queue
// as they come (the rest wait their turn), each closing on its own time: errors only when closed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { MAX_NOTIFICATIONS } from '../../config';
import { shapeNotification } from '../notificationRules';

export interface ShownNotification {
  key: number;
  payload: NotificationPayload;
  /** False while it leaves (its exit transition), then it is dropped. */
  open: boolean;
}

export function useNotificationStack(max = MAX_NOTIFICATIONS) {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [shown, setShown] = useState<ShownNotification[]>([]);
  const nextKey = useRef(0);

  // react-admin's takeNotification reads the queue of its render: one per run (the run after sees the
  // shorter queue), and a notice already taken (a repeated effect in strict mode) is not shown twice.
  const taken = useRef(new WeakSet<NotificationPayload>());
  useEffect(() => {
    if (shown.length >= max || notifications.length === 0) return;
    const next = takeNotification();
    if (!next || taken.current.has(next)) return;
    taken.current.add(next);
    const payload = shapeNotification(next, (message, args) => ({
      message: translate(message, { _: message, ...(typeof args === 'object' && args !== null ? args : {}) }),
      errorTitle: translate('app.error.title'),
    }));
    setShown((list) => [...list, { key: nextKey.current++, payload, open: true }]);
  }, [notifications, shown.length, max, takeNotification, translate]);

  // Read through a ref so `close` keeps its identity and each notice's timer is not restarted.
  const current = useRef(shown);
  useEffect(() => {
    current.current = shown;
  });
  const close = useCallback(
    (key: number, undo = false) => {
      const item = current.current.find((n) => n.key === key);
      if (!item?.open) return;
      current.current = current.current.map((n) => (n.key === key ? { ...n, open: false } : n));
      if (item.payload.notificationOptions?.undoable) takeMutation()?.({ isUndo: undo });
      setShown((list) => list.map((n) => (n.key === key ? { ...n, open: false } : n)));
    },
    [takeMutation],
  );

  const closeAll = useCallback(() => {
    for (const n of current.current) if (n.open) close(n.key);
  }, [close]);

  const remove = useCallback((key: number) => setShown((list) => list.filter((n) => n.key !== key)), []);

  return { shown, close, closeAll, remove };
}
