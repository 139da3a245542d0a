// My info: the signed-in user's own profile (nickname, e-mail, language) and password. Saving a
// language also switches the screen to it; the stored user is re-read so the header shows the change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetIdentity, useLocale, useNotify, useSetLocale } from 'react-admin';
import { useParams } from 'react-router-dom';
import { refreshUser } from '../../../authProvider';
import { toLocale } from '../../../i18n';
import { rememberUserLanguage } from '../../../shell/language/userLanguage';
import { fetchUser, updateUser } from '../../system/users/userApi';

type ApiError = Error & { body?: { details?: { field: string; message: string }[] } };
const detailsOf = (error: ApiError) => Object.fromEntries((error.body?.details ?? []).map((d) => [d.field, d.message]));

export function useMyInfoController() {
  const { id = '' } = useParams();
  const { identity, refetch: refetchIdentity } = useGetIdentity();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const setLocale = useSetLocale();
  /** The page is one's own: another id in the address leads to one's own page. */
  const ownId = identity ? String(identity.id) : undefined;
  const isOther = ownId !== undefined && ownId !== id;
  const user = useQuery({ queryKey: ['admin', 'me', id], queryFn: ({ signal }) => fetchUser(id, signal), enabled: ownId !== undefined && !isOther });

  // What the user changed, over the profile as loaded (and as saved).
  const [draft, setDraft] = useState<{ nick_name?: string; email?: string; language?: string }>({});
  const [profileErrors, setProfileErrors] = useState<Record<string, string>>({});
  const nickName = draft.nick_name ?? user.data?.nick_name ?? '';
  const email = draft.email ?? user.data?.email ?? '';
  const language = draft.language ?? toLocale(user.data?.language ?? locale);

  const saveProfile = useMutation({
    mutationFn: () => updateUser(Number(id), { nick_name: nickName, email, language }),
    onSuccess: async (saved) => {
      setProfileErrors({});
      queryClient.setQueryData(['admin', 'me', id], saved);
      setDraft({});
      if (saved.language) rememberUserLanguage(toLocale(saved.language));
      if (saved.language && saved.language !== locale) await setLocale(saved.language);
      await refreshUser().catch(() => undefined);
      await refetchIdentity();
      notify('screens.myInfo.saved', { type: 'success' });
    },
    onError: (error: ApiError) => {
      setProfileErrors(detailsOf(error));
      notify(error.message, { type: 'error' });
    },
  });

  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<Record<string, string>>({});
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword;
  const changePassword = useMutation({
    mutationFn: () => updateUser(Number(id), { password: newPassword, current_password: currentPassword }),
    onSuccess: () => {
      setPasswordErrors({});
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
      notify('screens.myInfo.password_changed', { type: 'success' });
    },
    onError: (error: ApiError) => {
      setPasswordErrors(detailsOf(error));
      notify(error.message, { type: 'error' });
    },
  });

  return {
    redirectTo: isOther ? `/myInfo/${ownId}` : undefined,
    user: user.data,
    error: user.error,
    loading: user.isPending,
    profile: {
      nickName,
      setNickName: (v: string) => setDraft((d) => ({ ...d, nick_name: v })),
      email,
      setEmail: (v: string) => setDraft((d) => ({ ...d, email: v })),
      language,
      setLanguage: (v: string) => setDraft((d) => ({ ...d, language: v })),
      errors: profileErrors,
      save: saveProfile,
    },
    password: {
      current: currentPassword,
      setCurrent: setCurrentPassword,
      next: newPassword,
      setNext: setNewPassword,
      confirm: confirmPassword,
      setConfirm: setConfirmPassword,
      mismatch,
      errors: passwordErrors,
      canSubmit: currentPassword !== '' && newPassword !== '' && newPassword === confirmPassword,
      change: changePassword,
    },
  };
}
