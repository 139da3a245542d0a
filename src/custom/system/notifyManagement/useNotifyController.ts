// Headless logic of the sending screen: target kind and choice, title and content cut to their
// byte caps (as the spec caps text), confirmation, then the send call.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { truncateUtf8 } from '../../../schema/bytes';
import { fetchRoles, fetchUsers, sendNotification, type Target, type TargetKind } from './notifyApi';

/** The server's caps (server/modules/events/notifications/input.ts). */
export const CAPS = { title: 200, content: 2000 } as const;

export function useNotifyController() {
  const notify = useNotify();
  const translate = useTranslate();
  const [kind, setKindState] = useState<TargetKind>('user');
  const [target, setTarget] = useState<Target | null>(null);
  const [userSearch, setUserSearch] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [confirming, setConfirming] = useState(false);
  const users = useQuery({ queryKey: ['notify', 'users', userSearch], queryFn: ({ signal }) => fetchUsers(userSearch, signal), enabled: kind === 'user' });
  const roles = useQuery({ queryKey: ['notify', 'roles'], queryFn: ({ signal }) => fetchRoles(signal), enabled: kind === 'role' });
  const send = useMutation({
    mutationFn: () => sendNotification(kind, target?.id, { title, content }),
    onSuccess: (recipients) => {
      notify(translate('screens.notifyManagement.sent', { count: recipients }), { type: 'success' });
      setTitle('');
      setContent('');
      setConfirming(false);
    },
    onError: (e: Error) => {
      setConfirming(false);
      notify(e.message, { type: 'error' });
    },
  });
  const ready = title.trim() !== '' && content.trim() !== '' && (kind === 'all' || target !== null);
  return {
    kind,
    setKind: (k: TargetKind) => {
      setKindState(k);
      setTarget(null);
    },
    target,
    setTarget,
    options: (kind === 'user' ? users.data : kind === 'role' ? roles.data : undefined) ?? [],
    setUserSearch,
    title,
    setTitle: (v: string) => setTitle(truncateUtf8(v, CAPS.title)),
    content,
    setContent: (v: string) => setContent(truncateUtf8(v, CAPS.content)),
    ready,
    confirming,
    ask: () => ready && setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: () => send.mutate(),
    sending: send.isPending,
  };
}
