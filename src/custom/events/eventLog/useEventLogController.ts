// The event log's logic: filters (user, resource, action, date range), paging (in the URL as every
// list's: useUrlPaging), the user picker.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import { resources } from '../../../resources/declarations';
import { labelIn } from '../../../schema/messages';
import { fetchUsers, type Target } from '../../system/notifyManagement/notifyApi';
import { EVENTS_KEY, fetchEvents, type EventFilters } from '../../../views/history/eventApi';
import { useUrlPaging } from '../../../views/shared/useUrlPaging';

/** Resources that are not declarations but record events too (user and role administration). */
const OTHER_RESOURCES = ['user', 'role', 'sloc_inventory', 'field_right'];
export const EVENT_ACTIONS = ['create', 'update', 'delete', 'import', 'switch', 'switch_back', 'snapshot'];

export function useEventLogController() {
  const [locale] = useLocaleState();
  const [filters, setFilters] = useState<EventFilters>({});
  const { page, size, setPage, setSize } = useUrlPaging(20);
  const [userKeyword, setUserKeyword] = useState('');
  const [user, setUser] = useState<Target | null>(null);

  const list = useQuery({
    queryKey: [...EVENTS_KEY, 'log', filters, page, size],
    queryFn: ({ signal }) => fetchEvents(filters, page, size, signal),
    placeholderData: keepPreviousData,
  });
  const users = useQuery({ queryKey: ['common', 'users', userKeyword], queryFn: ({ signal }) => fetchUsers(userKeyword, signal) });

  const resourceChoices = [
    ...resources.map((r) => ({ id: r.name, label: labelIn(r.recordLabel, locale) })),
    ...OTHER_RESOURCES.map((id) => ({ id, label: '' })),
  ];

  const change = (patch: Partial<EventFilters>) => {
    setFilters((f) => {
      const next: EventFilters = { ...f, ...patch };
      for (const k of Object.keys(next) as (keyof EventFilters)[]) if (next[k] === undefined || next[k] === '') delete next[k];
      return next;
    });
    setPage(1);
  };

  return {
    filters,
    change,
    clear: () => {
      setFilters({});
      setUser(null);
      setPage(1);
    },
    user,
    chooseUser: (u: Target | null) => {
      setUser(u);
      change({ user_id: u?.id });
    },
    userOptions: users.data ?? [],
    setUserKeyword,
    resourceChoices,
    page,
    setPage,
    size,
    setSize,
    events: list.data?.list ?? [],
    total: list.data?.total ?? 0,
    isPending: list.isPending,
    error: list.error,
  };
}
