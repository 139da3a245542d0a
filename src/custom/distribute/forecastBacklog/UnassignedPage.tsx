// /distribute/{NonCF,CF}/backlog/unassigned/{no}: the lines of one backlog no forecast item took, with why;
// a CF writer assigns them again once the forecast has their items.
import { Button, TableCell, TableRow } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { FAMILY_SPECS } from '../../../resources/distribute/forecast/model/wire';
import { allows, type Principal } from '../../../schema';
import { fetchUnassigned, RETRY_FAMILIES } from './api';
import { PlanningTable, T } from './PlanningTable';
import { RetryAssignButton } from './RetryAssignButton';
import { familyOfPath, usePagedList } from './usePagedList';

export default function UnassignedPage() {
  const translate = useTranslate();
  const family = familyOfPath(useLocation().pathname);
  const no = useParams().no ?? '';
  const list = usePagedList(['unassigned', family, no], (p, s) => fetchUnassigned(family, no, p, s));
  const { permissions } = usePermissions<Principal | undefined>();
  const canRetry = Boolean(permissions) && allows(permissions!, FAMILY_SPECS[family].access, 'write') && RETRY_FAMILIES.includes(family);
  return (
    <PlanningTable
      title={translate(`${T}.unassigned.title`, { no })}
      list={list}
      columns={['line', 'order_no', 'customer', 'bg', 'cpn', 'mpn', 'qty', 'request_date', 'esd', 'reason']}
      empty={list.list.length === 0}
      toolbar={
        <>
          <Button component={Link} to={`/distribute/${FAMILY_SPECS[family].segment}/backlog`}>{translate(`${T}.unassigned.back`)}</Button>
          {canRetry && list.list.length > 0 ? <RetryAssignButton family={family} no={no} /> : null}
        </>
      }
      rows={list.list.map((l) => (
        <TableRow key={l.id} hover>
          <TableCell>{l.line_no}</TableCell>
          <TableCell>{l.order_no ?? ''}</TableCell>
          <TableCell>{l.customer ?? ''}</TableCell>
          <TableCell>{l.bg_code ?? ''}</TableCell>
          <TableCell>{l.cpn ?? ''}</TableCell>
          <TableCell>{l.mpn}</TableCell>
          <TableCell align="right">{Number(l.qty).toLocaleString()}</TableCell>
          <TableCell>{l.request_date}</TableCell>
          <TableCell>{l.esd}</TableCell>
          <TableCell>{translate(`${T}.reason.${l.unassigned_reason ?? 'deleted'}`)}</TableCell>
        </TableRow>
      ))}
    />
  );
}
