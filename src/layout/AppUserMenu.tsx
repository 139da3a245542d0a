// The user menu: the nickname or name (react-admin shows the identity's fullName), a badge with the
// pending items counted at sign-in, and logout. My info and API DOC join when their screens exist.
import AccountCircle from '@mui/icons-material/AccountCircle';
import { Badge } from '@mui/material';
import { Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { currentUser } from '../authProvider/user';

function PendingItemsIcon() {
  const translate = useTranslate();
  useGetIdentity(); // re-render when the signed-in user changes
  const pending = currentUser()?.auditCount ?? 0;
  return (
    <Badge badgeContent={pending} color="error" max={99} title={pending ? `${translate('app.header.pending_items')}: ${pending}` : undefined}>
      <AccountCircle />
    </Badge>
  );
}

export function AppUserMenu() {
  return (
    <UserMenu icon={<PendingItemsIcon />}>
      <Logout />
    </UserMenu>
  );
}
