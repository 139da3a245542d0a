// The user menu's API DOC entry (only with api-doc): asks the server for a one-minute doc ticket
// (the session token never goes into a URL), then opens {host}/doc?ticket=… in a new window.
import DescriptionIcon from '@mui/icons-material/Description';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useGetIdentity, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { currentUser } from '../../../authProvider/user';
import { hasPermission } from '../../../schema/access';
import { API_DOC_PERMISSION, ticketedDocUrl } from './docTicket';

export function ApiDocMenuItem() {
  const translate = useTranslate();
  const notify = useNotify();
  const userMenu = useUserMenu();
  useGetIdentity(); // re-render when the signed-in user changes
  const user = currentUser();
  if (!user || !hasPermission(user, API_DOC_PERMISSION)) return null;
  const open = async () => {
    userMenu?.onClose();
    // Opened before the call so popup blockers see the click; pointed at the page once ticketed.
    const win = window.open('about:blank', '_blank');
    try {
      const url = await ticketedDocUrl();
      if (win) win.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (e) {
      win?.close();
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <MenuItem onClick={() => void open()}>
      <ListItemIcon>
        <DescriptionIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.header.api_doc')}</ListItemText>
    </MenuItem>
  );
}
