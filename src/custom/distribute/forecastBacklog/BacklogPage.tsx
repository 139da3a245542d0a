// /distribute/{NonCF,CF,NonTI}/backlog: the family's backlog uploads, newest first, each with its
// assigned and unassigned counts, a PSI link per forecast it was assigned to, each forecast's detail (the
// family's rule), and its unassigned lines; a writer assigns a CF or Non-TI backlog again.
import { Box, Chip, TableCell, TableRow } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { FAMILY_SPECS, psiPath, unassignedPath } from '../../../resources/distribute/forecast/model/wire';
import { allows, type Principal } from '../../../schema';
import { BacklogUploadButton } from './BacklogUploadDialog';
import { ForecastImportButton } from './ForecastImportDialog';
import { ForecastVersionButton } from './ForecastVersionDialog';
import { MailSyncButton } from './MailSyncButton';
import { familyForecastPath } from './paths';
import { fetchBacklogs, RETRY_FAMILIES } from './api';
import { PlanningTable, T } from './PlanningTable';
import { RetryAssignButton } from './RetryAssignButton';
import { familyOfPath, usePagedList } from './usePagedList';

export default function BacklogPage() {
  const translate = useTranslate();
  const family = familyOfPath(useLocation().pathname);
  const list = usePagedList(['backlogs', family], (p, s) => fetchBacklogs(family, p, s));
  const hasUnassignedScreen = family !== 'nonti';
  const { permissions } = usePermissions<Principal | undefined>();
  const canWrite = Boolean(permissions) && allows(permissions!, FAMILY_SPECS[family].access, 'write');
  const canRetry = canWrite && RETRY_FAMILIES.includes(family);
  return (
    <PlanningTable
      title={translate(`${T}.backlogs.${family}`)}
      list={list}
      columns={['no', 'backlog_date', 'delay', 'assign', 'lines', 'assigned', 'unassigned', 'files', 'psi', 'forecast_link', 'created_by']}
      empty={list.list.length === 0}
      rows={list.list.map((b) => (
        <TableRow key={b.id} hover>
          <TableCell>{b.no}</TableCell>
          <TableCell>{b.backlog_date}</TableCell>
          <TableCell align="right">{b.delay}</TableCell>
          <TableCell>{translate(`${T}.assign_shipment.${b.assign_shipment}`)}</TableCell>
          <TableCell align="right">{b.line_count}</TableCell>
          <TableCell align="right">{b.assigned_count}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {b.unassigned_count > 0 && hasUnassignedScreen ? <Link to={unassignedPath(family, b.no)}>{b.unassigned_count}</Link> : b.unassigned_count}
            {canRetry && b.unassigned_count > 0 && b.assign_shipment === 1 ? <> <RetryAssignButton family={family} no={b.no} /></> : null}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{[b.filename_zjr, b.filename_zjf, b.filename_or].filter(Boolean).length}</TableCell>
          <TableCell>
            <Box sx={{ display: 'flex', flexWrap: 'nowrap', gap: 0.5 }}>
              {b.forecasts.map((f) => (
                <Chip key={f.no} size="small" clickable component={Link} to={psiPath(family, f.no, b.no)} label={f.bg_code} title={`${f.no} / ${b.no}`} />
              ))}
            </Box>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {b.forecasts.map((f, i) => (
              <span key={f.no}>{i ? ' · ' : ''}<Link to={familyForecastPath(family, f.id)} title={f.no} aria-label={translate(`${T}.detail.open`, { no: f.no })}>{f.bg_code}</Link></span>
            ))}
          </TableCell>
          <TableCell>{b.created_by}</TableCell>
        </TableRow>
      ))}
      toolbar={canWrite ? <><ForecastImportButton family={family} /><ForecastVersionButton family={family} /><BacklogUploadButton family={family} /><MailSyncButton family={family} /></> : undefined}
      extra={<Box sx={{ mb: 1, color: 'text.secondary' }}>{translate(`${T}.backlogs.help`, { segment: FAMILY_SPECS[family].segment })}</Box>}
    />
  );
}
