// /system/eventLog: who did what, when, to which record, with the changed fields (old → new);
// filtered by user, resource, action and date range, paged.
import { Alert, Autocomplete, Button, MenuItem, Paper, Stack, TableContainer, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { EventTable } from '../../../views/history/EventTable';
import { EVENT_ACTIONS, useEventLogController } from './useEventLogController';
import { ListPagination } from '../../../views/shared/ListPagination';
import { DateTextField } from '../../../views/fields/DateTextField';

export default function EventLogPage() {
  const translate = useTranslate();
  const c = useEventLogController();
  const t = (key: string, args?: object) => translate(`screens.eventLog.${key}`, args);
  const resources = c.resourceChoices
    .map((r) => ({ id: r.id, label: r.label || translate(`screens.history.resources.${r.id}`) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} role="search" aria-label={t('filters.title')}>
        <Autocomplete
          sx={{ width: 240 }}
          size="small"
          options={c.userOptions}
          value={c.user}
          onChange={(_, v) => c.chooseUser(v)}
          onInputChange={(_, v) => c.setUserKeyword(v)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label={t('filters.user')} />}
        />
        <Autocomplete
          sx={{ width: 240 }}
          size="small"
          options={resources}
          value={resources.find((r) => r.id === c.filters.resource) ?? null}
          onChange={(_, v) => c.change({ resource: v?.id })}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} label={t('filters.resource')} />}
        />
        <TextField select size="small" sx={{ width: 180 }} label={t('filters.action')} value={c.filters.action ?? ''} onChange={(e) => c.change({ action: e.target.value })}>
          <MenuItem value="">{t('filters.any')}</MenuItem>
          {EVENT_ACTIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {translate(`screens.history.actions.${a}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateTextField size="small" sx={{ width: 180 }} label={t('filters.from')} value={c.filters.from} onChange={(from) => c.change({ from })} />
        <DateTextField size="small" sx={{ width: 180 }} label={t('filters.to')} value={c.filters.to} onChange={(to) => c.change({ to })} />
        <Button onClick={c.clear}>{t('filters.clear')}</Button>
      </Stack>
      {c.error && <Alert severity="error">{c.error.message}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <EventTable events={c.events} label={t('title')} />
        {!c.isPending && c.events.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('empty')}
          </Typography>
        )}
        <ListPagination list={c} />
      </TableContainer>
    </Stack>
  );
}
