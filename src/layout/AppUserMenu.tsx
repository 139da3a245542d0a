// The user menu: the nickname or name (react-admin shows the identity's fullName), a badge with the
// pending items counted at sign-in, My info (/myInfo/{id}) and API DOC (with api-doc) and logout.
import AccountCircle from '@mui/icons-material/AccountCircle';
import PersonIcon from '@mui/icons-material/Person';
import { Badge, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { currentUser } from '../authProvider/user';
import { ApiDocMenuItem } from '../custom/apiDoc/ApiDocMenuItem';

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

/** The signed-in user's own page, /myInfo/{id}. */
function MyInfoItem() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const userMenu = useUserMenu();
  if (!identity) return null;
  return (
    <MenuItem component={Link} to={`/myInfo/${identity.id}`} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.header.my_info')}</ListItemText>
    </MenuItem>
  );
}

export function AppUserMenu() {
  return (
    <UserMenu icon={<PendingItemsIcon />}>
      <MyInfoItem />
      <ApiDocMenuItem />
      <Logout />
    </UserMenu>
  );
}
