// /events/Notifications: the message centre (keyword search, paging, unread in bold, open to read).
import { Box, Button, Card, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../i18n/format';
import { ListPagination } from '../../../views/shared/ListPagination';
import { useNotificationsController } from './useNotificationsController';

export default function NotificationsPage() {
  const c = useNotificationsController();
  const translate = useTranslate();
  const [draft, setDraft] = useState('');
  return (
    <Card sx={{ mt: 2, p: 2 }} component="section" aria-label={translate('screens.notifications.title')}>
      <Title title={translate('screens.notifications.title')} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          size="small"
          label={translate('screens.notifications.search')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && c.search(draft)}
        />
        <Button onClick={() => c.search(draft)}>{translate('screens.notifications.search')}</Button>
        <Typography sx={{ flex: 1 }} aria-live="polite">
          {translate('screens.notifications.unread', { count: c.unreadCount })}
        </Typography>
        <Button variant="outlined" disabled={c.unreadCount === 0 || c.markingAll} onClick={c.markAll}>
          {translate('screens.notifications.mark_all')}
        </Button>
      </Box>
      {c.error && <Typography color="error">{c.error.message}</Typography>}
      {!c.loading && c.list.length === 0 && <Typography>{translate('screens.notifications.empty')}</Typography>}
      <List aria-label={translate('screens.notifications.title')}>
        {c.list.map((n) => (
          // A list holds list items: the button goes inside one (a bare button in a <ul> breaks the list for screen readers).
          <ListItem key={n.id} disablePadding divider>
            <ListItemButton onClick={() => c.openEntry(n)} data-unread={!n.read || undefined}>
              <ListItemText
                primary={n.title}
                secondary={`${formatDateTime(n.created_at)} · ${n.sent_by ?? ''}`}
                slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 700 } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <ListPagination list={c} />
      <Dialog open={!!c.open} onClose={c.close} fullWidth>
        <DialogTitle>{c.open?.title}</DialogTitle>
        <DialogContent>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{c.open?.content}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={c.close}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
