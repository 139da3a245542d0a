// /system/notifyManagement: pick who (one user, a role, everyone), write title and content, send
// after confirming.
import { Autocomplete, Box, Button, Card, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { TargetKind } from './notifyApi';
import { useNotifyController } from './useNotifyController';

export default function NotifyManagementPage() {
  const c = useNotifyController();
  const translate = useTranslate();
  const m = (key: string, opts?: object) => translate(`screens.notifyManagement.${key}`, opts);
  const who = c.kind === 'all' ? m('everyone') : (c.target?.label ?? '');
  return (
    <Card sx={{ mt: 2, p: 2, maxWidth: 720 }} component="section" aria-label={m('title')}>
      <Title title={m('title')} />
      <Box component="form" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} onSubmit={(e) => (e.preventDefault(), c.ask())}>
        <RadioGroup row aria-label={m('target')} value={c.kind} onChange={(e) => c.setKind(e.target.value as TargetKind)}>
          <FormControlLabel value="user" control={<Radio />} label={m('to_user')} />
          <FormControlLabel value="role" control={<Radio />} label={m('to_role')} />
          <FormControlLabel value="all" control={<Radio />} label={m('everyone')} />
        </RadioGroup>
        {c.kind !== 'all' && (
          <Autocomplete
            options={c.options}
            value={c.target}
            onChange={(_, v) => c.setTarget(v)}
            onInputChange={(_, v, reason) => reason === 'input' && c.kind === 'user' && c.setUserSearch(v)}
            getOptionLabel={(o) => o.label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={c.kind === 'user' ? m('user') : m('role')} />}
          />
        )}
        <TextField label={m('subject')} value={c.title} onChange={(e) => c.setTitle(e.target.value)} required />
        <TextField label={m('content')} value={c.content} onChange={(e) => c.setContent(e.target.value)} required multiline minRows={4} />
        <Box>
          <Button type="submit" variant="contained" disabled={!c.ready || c.sending}>
            {m('send')}
          </Button>
        </Box>
      </Box>
      <Dialog open={c.confirming} onClose={c.cancel}>
        <DialogTitle>{m('confirm_title')}</DialogTitle>
        <DialogContent>{m('confirm', { who, title: c.title })}</DialogContent>
        <DialogActions>
          <Button onClick={c.cancel}>{translate('ra.action.cancel')}</Button>
          <Button onClick={c.confirm} disabled={c.sending} variant="contained">
            {m('send')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
