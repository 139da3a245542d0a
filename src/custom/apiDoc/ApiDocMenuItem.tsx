// The user menu's API DOC entry (only with api-doc): asks the server for a one-minute doc ticket
// (the session token never goes into a URL), then opens {host}/doc?ticket=… in a new window.
import DescriptionIcon from '@mui/icons-material/Description';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useGetIdentity, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { currentUser } from '../../authProvider/user';
import { buildUrl, requestJson, unwrapData } from '../../dataProvider';
import { hasPermission } from '../../schema/access';

export const API_DOC_PERMISSION = 'api-doc';

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
      const { url } = unwrapData(await requestJson('/api/v1/doc/ticket', { method: 'POST' })) as { url: string };
      if (win) win.location.href = buildUrl(url);
      else window.open(buildUrl(url), '_blank', 'noopener');
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
