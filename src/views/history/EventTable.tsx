// Events as a table: when (local YYYY-MM-DD HH:mm), who (and, while switched, the person behind), what,
// which record (by its title), the changed fields and the reason, in the page's language. The event
// log shows the resource column; a record's history does not. A row stays one line (dense lists):
// no cell wraps, a long reason is cut (whole in its title), and the table scrolls in its own box.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import type { Locale } from '../../schema/types';
import type { EventEntry } from '../../contract/eventEntry';
import { TableScroll } from '../shared/TableScroll';
import { reasonText, recordText, resourceLabel } from './eventDiff';
import { EventChanges } from './EventChanges';
import { useHistoryContext } from './useHistoryContext';

export function EventTable({ events, label, withResource = true }: { events: EventEntry[]; label: string; withResource?: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, args?: object) => translate(`screens.history.${key}`, args);
  const columns = ['at', 'user', 'action', ...(withResource ? ['resource', 'record'] : []), 'changes', 'reason'];
  const ctx = useHistoryContext();
  // Loaded with the screen: a moment at most (never raw names in between).
  if (!ctx) return null;
  return (
    <TableScroll label={label} contain>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{t(`columns.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((e) => (
            <TableRow key={e.id} sx={{ verticalAlign: 'top' }}>
              <TableCell>{formatDateTime(e.at)}</TableCell>
              <TableCell>
                {e.user_name ?? ''}
                {e.original_user_name && ` (${t('by', { name: e.original_user_name })})`}
              </TableCell>
              <TableCell>{translate(`screens.history.actions.${e.action}`, { _: e.action })}</TableCell>
              {withResource && <TableCell>{resourceLabel(ctx, e.resource, locale as Locale, translate(`screens.history.resources.${e.resource}`, { _: e.resource }))}</TableCell>}
              {withResource && <TableCell>{recordText(ctx, e.resource, e.record_id, e.before, e.after)}</TableCell>}
              <TableCell>
                <EventChanges event={e} ctx={ctx} />
              </TableCell>
              <ReasonCell text={reasonText(ctx, e.resource, e.reason, locale as Locale)} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

const REASON_CH = 40;

function ReasonCell({ text }: { text: string }) {
  return (
    <TableCell title={text || undefined} sx={{ maxWidth: `${REASON_CH}ch`, overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {text}
    </TableCell>
  );
}
