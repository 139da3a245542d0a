// The user menu: the nickname or name (react-admin shows the identity's fullName), a dot when items
// wait for the user (counted at sign-in), My info (/myInfo/{id}) and API DOC (with api-doc) and logout.
import AccountCircle from '@mui/icons-material/AccountCircle';
import PersonIcon from '@mui/icons-material/Person';
import { Badge, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { currentUser } from '../authProvider/user';
import { useRegistry } from '../shell/modules/RegistryContext';

function PendingItemsIcon() {
  const translate = useTranslate();
  useGetIdentity(); // re-render when the signed-in user changes
  const pending = currentUser()?.auditCount ?? 0;
  return (
    // A dot, not digits: digits would become part of the button's visible name, which must be the user's
    // (axe label-content-name-mismatch). The count is in the tooltip, the label and the menu entry's badge.
    <Badge variant="dot" invisible={!pending} color="error" title={pending ? `${translate('app.header.pending_items')}: ${pending}` : undefined}>
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
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { userMenuItems } = useRegistry();
  // The button shows the user's name: its accessible name starts with it (axe label-content-name-mismatch),
  // then says the pending count the dot stands for.
  const pending = currentUser()?.auditCount ?? 0;
  const waiting = pending ? `, ${translate('app.header.pending_items')}: ${pending}` : '';
  const label = identity?.fullName ? `${identity.fullName} (${translate('ra.auth.user_menu')}${waiting})` : undefined;
  return (
    <UserMenu icon={<PendingItemsIcon />} label={label}>
      <MyInfoItem />
      {userMenuItems.map((Item, i) => (
        <Item key={i} />
      ))}
      <Logout />
    </UserMenu>
  );
}
