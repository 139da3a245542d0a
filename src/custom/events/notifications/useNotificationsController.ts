// Headless logic of the message centre: the page of notifications, keyword search, paging,
// opening one (marks it read) and marking all read; mutations refetch the list and the badges.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useUrlPaging } from '../../../views/shared/useUrlPaging';
import { fetchNotifications, markAllRead, markRead, NOTIFICATIONS_KEY, type NotificationEntry } from './notificationApi';

export const PAGE_SIZE = 20;

export function useNotificationsController() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  // Page and size live in the address (R11), as on every list.
  const { page, size, setPage, setSize } = useUrlPaging(PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<NotificationEntry | undefined>();
  const query = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list', page, size, keyword],
    queryFn: ({ signal }) => fetchNotifications({ page, size, keyword }, signal),
    placeholderData: keepPreviousData,
  });
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const onError = (e: Error) => notify(e.message, { type: 'error' });
  const one = useMutation({ mutationFn: markRead, onSuccess, onError });
  const all = useMutation({ mutationFn: markAllRead, onSuccess, onError });

  return {
    list: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    unreadCount: query.data?.unreadCount ?? 0,
    loading: query.isPending,
    error: query.error,
    page,
    setPage,
    size,
    setSize,
    keyword,
    search: (value: string) => {
      setKeyword(value.trim());
      setPage(1);
    },
    open,
    /** Shows the whole message; an unread one is marked read on opening. */
    openEntry: (entry: NotificationEntry) => {
      setOpen(entry);
      if (!entry.read) one.mutate(entry.id);
    },
    close: () => setOpen(undefined),
    markAll: () => all.mutate(),
    markingAll: all.isPending,
  };
}
