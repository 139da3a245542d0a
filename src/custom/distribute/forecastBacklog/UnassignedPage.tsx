// /distribute/{NonCF,CF}/backlog/unassigned/{no}: the lines of one backlog no forecast item took, with why.
import { Button, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { FAMILY_SPECS } from '../../../resources/distribute/forecast/model/wire';
import { fetchUnassigned } from './api';
import { PlanningTable, T } from './PlanningTable';
import { familyOfPath, usePagedList } from './usePagedList';

export default function UnassignedPage() {
  const translate = useTranslate();
  const family = familyOfPath(useLocation().pathname);
  const no = useParams().no ?? '';
  const list = usePagedList(['unassigned', family, no], (p, s) => fetchUnassigned(family, no, p, s));
  return (
    <PlanningTable
      title={translate(`${T}.unassigned.title`, { no })}
      list={list}
      columns={['line', 'order_no', 'customer', 'bg', 'cpn', 'mpn', 'qty', 'request_date', 'esd', 'reason']}
      empty={list.list.length === 0}
      toolbar={<Button component={Link} to={`/distribute/${FAMILY_SPECS[family].segment}/backlog`}>{translate(`${T}.unassigned.back`)}</Button>}
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
