// The user list's logic: search (debounced), paging, who may change users, disable/enable/delete,
// and switching to a user (switch-user; a full page load follows, as the new user).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGetIdentity, useNotify, usePermissions } from 'react-admin';
import { allows, type Principal } from '../../../schema';
import { switchedFromUserId, switchToUser } from '../../../authProvider/switchAccount';
import { flashNotice } from '../../../shell/switchAccount/flashNotice';
import { reloadPage } from '../../../shell/switchAccount/pageReload';
import { useSearchedPages } from '../../../views/shared/useSearchedPages';
import { SWITCH_USER_ACCESS, USER_MANAGEMENT_ACCESS } from '../../../contract/userAccess';
import { deleteUser, fetchUsers, setUserDisabled, type AdminUser } from './userApi';

export const USERS_KEY = ['admin', 'users'] as const;

export function useUserListController() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions<Principal | undefined>();
  const { identity } = useGetIdentity();
  const { rows: users, ...pages } = useSearchedPages(USERS_KEY, fetchUsers);
  const refresh = () => queryClient.invalidateQueries({ queryKey: USERS_KEY });
  const failed = (error: Error) => notify(error.message, { type: 'error' });

  const toggleDisabled = useMutation({
    mutationFn: (user: AdminUser) => setUserDisabled(user.id, !user.disabled),
    onSuccess: (user) => {
      notify(user.disabled ? 'screens.userManagement.disabled_done' : 'screens.userManagement.enabled_done', { messageArgs: { name: user.name } });
      return refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: async (user: AdminUser) => {
      await deleteUser(user.id);
      return user;
    },
    onSuccess: (user) => {
      notify('screens.userManagement.deleted', { messageArgs: { name: user.name } });
      return refresh();
    },
    onError: failed,
  });

  const switchTo = useMutation({
    mutationFn: (user: AdminUser) => switchToUser(user.id),
    onSuccess: (user) => {
      flashNotice({ message: 'app.auth.switched_to', args: { name: user.nick_name || user.name }, type: 'success' });
      reloadPage('/home');
    },
    onError: failed,
  });

  return {
    ...pages,
    users,
    canWrite: permissions ? allows(permissions, USER_MANAGEMENT_ACCESS, 'write') : false,
    // Not while already acting as someone: the way back is the Switch account panel.
    canSwitch: permissions ? allows(permissions, SWITCH_USER_ACCESS, 'read') && switchedFromUserId() === undefined : false,
    switchTo,
    isSelf: (user: AdminUser) => identity !== undefined && String(identity.id) === String(user.id),
    toggleDisabled,
    remove,
    refresh,
  };
}
