// A record's own history on its show page: the events of this resource and record id, newest first.
// Shown only to those who may read the event log (the server refuses the call to anyone else), and
// loaded only when opened.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { EVENT_LOG_ACCESS } from '../../contract/eventLogAccess';
import { EVENTS_KEY, fetchEvents } from './eventApi';
import { EventTable } from './EventTable';
import { allows, type Principal, type ResourceDeclaration } from '../../schema';

const HISTORY_SIZE = 100;

function HistoryEvents({ resource, id }: { resource: string; id: number }) {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({
    queryKey: [...EVENTS_KEY, 'history', resource, id],
    queryFn: ({ signal }) => fetchEvents({ resource, record_id: id }, 1, HISTORY_SIZE, signal),
  });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (isPending) return null;
  if (data.list.length === 0) return <Typography color="text.secondary">{translate('screens.history.empty')}</Typography>;
  return <EventTable events={data.list} label={translate('screens.history.title')} withResource={false} />;
}

export function RecordHistory({ decl }: { decl: ResourceDeclaration }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { permissions } = usePermissions<Principal | undefined>();
  if (!record || !permissions || !allows(permissions, EVENT_LOG_ACCESS, 'read')) return null;
  return (
    <Accordion disableGutters elevation={0} slotProps={{ transition: { unmountOnExit: true } }} sx={{ borderTop: 1, borderColor: 'divider' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>{translate('screens.history.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ overflowX: 'auto' }}>
        <HistoryEvents resource={decl.name} id={Number(record.id)} />
      </AccordionDetails>
    </Accordion>
  );
}
