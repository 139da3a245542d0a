// The app bar's bell: the unread notification count, linking to the message centre.
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useUnreadNotifications } from './useUnreadNotifications';

export function NotificationBell() {
  const translate = useTranslate();
  const unread = useUnreadNotifications();
  const label = translate('screens.notifications.bell', { count: unread });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={Link} to="/events/Notifications" aria-label={label}>
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
