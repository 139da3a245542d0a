// The user information page's sections: a titled block, the permissions grouped by menu group with
// how each is held, and a short event table (what happened, not the contents: those are the event log's).
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../i18n/format';
import type { Locale } from '../../../schema/types';
import { resourceLabel } from '../../../views/history/eventDiff';
import { useHistoryContext } from '../../../views/history/useHistoryContext';
import type { EventLine } from './userInfoApi';
import type { PermissionGroup } from './useUserInfoController';

export const T = 'screens.userInfo';

export function Section({ id, title, error, children }: { id: string; title: string; error?: Error | null; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {error ? <Alert severity="warning">{translate(`${T}.section_failed`, { message: error.message })}</Alert> : children}
    </Box>
  );
}

export const Empty = ({ text }: { text: string }) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

export function PermissionTable({ groups }: { groups: PermissionGroup[] }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`${T}.${key}`, args);
  const groupLabel = (group: string) => translate(`app.menu.${group}`, { _: translate(`screens.roleManagement.groups.${group}`, { _: group }) });
  if (groups.length === 0) return <Empty text={t('no_permissions')} />;
  return (
    <Table size="small" aria-label={t('permissions')} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>
          {(['words', 'code', 'held'] as const).map((c) => (
            <TableCell key={c}>{t(`permission_columns.${c}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((g) => [
          <TableRow key={`group-${g.group}`}>
            <TableCell component="th" scope="colgroup" colSpan={3} sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
              {`${groupLabel(g.group)} (${g.permissions.length})`}
            </TableCell>
          </TableRow>,
          ...g.permissions.map((p) => (
            <TableRow key={p.name}>
              <TableCell>{p.words}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>{p.name}</TableCell>
              <TableCell>{[...(p.direct ? [t('direct')] : []), ...p.roles].join(', ')}</TableCell>
            </TableRow>
          )),
        ])}
      </TableBody>
    </Table>
  );
}

export function EventLines({ label, events, withUser }: { label: string; events: { list: EventLine[]; total: number }; withUser?: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const ctx = useHistoryContext();
  const t = (key: string, args?: object) => translate(`${T}.${key}`, args);
  if (events.list.length === 0) return <Empty text={t('no_events')} />;
  const columns = ['at', ...(withUser ? ['user'] : []), 'action', 'resource', 'record'];
  const resource = (name: string) => {
    const fallback = translate(`screens.history.resources.${name}`, { _: name });
    return ctx ? resourceLabel(ctx, name, locale as Locale, fallback) : fallback;
  };
  return (
    <>
      <Table size="small" aria-label={label} sx={{ '& td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{t(`event_columns.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {events.list.map((e) => (
            <TableRow key={e.id}>
              <TableCell>{formatDateTime(e.at)}</TableCell>
              {withUser && <TableCell>{e.original_user_name ? t('switched_by', { name: e.original_user_name }) : (e.user_name ?? '')}</TableCell>}
              <TableCell>{translate(`screens.history.actions.${e.action}`, { _: e.action })}</TableCell>
              <TableCell>{resource(e.resource)}</TableCell>
              <TableCell>{e.record_id ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {events.total > events.list.length && <Empty text={t('shown_of', { shown: events.list.length, total: events.total })} />}
    </>
  );
}
