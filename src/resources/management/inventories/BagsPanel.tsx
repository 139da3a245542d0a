// The bags of one inventory group, selectable, with the stock moves a clerk makes on them. The
// buttons show for writers of the stock (manage-stock); readers see the bags only.
import { Box, Button, Checkbox, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useCanAccess, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { registerAccessRules } from '../../../authProvider';
import { STOCK_ACCESS, type StockBag } from './model/wire';
import { inventoryHistory } from './model';
import { raName } from '../../declarations';
import { fetchGroup, fromUnits, toUnits } from './stockApi';
import { ReceiveDialog } from './ReceiveDialog';
import { ReleaseDialog } from './ReleaseDialog';
import { RepackDialog } from './RepackDialog';

const T = 'screens.stock';
// The moves' own rule (writing needs manage-stock), asked like a screen's.
const MOVES = 'management/inventories/stock-moves';
registerAccessRules({ [MOVES]: STOCK_ACCESS.move });
type Open = 'receive' | 'repack' | 'release' | null;

export function BagsPanel() {
  const translate = useTranslate();
  const record = useRecordContext();
  const refresh = useRefresh();
  const client = useQueryClient();
  const id = record?.id as number | undefined;
  const key = ['inventory-bags', id];
  const { data } = useQuery({ queryKey: key, queryFn: () => fetchGroup(id!), enabled: id !== undefined });
  const { canAccess: mayMove } = useCanAccess({ resource: MOVES, action: 'write' });
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState<Open>(null);
  if (!record || !data) return null;
  const bags = data.bags;
  const chosen = bags.filter((b) => selected.includes(b.id));
  const done = () => {
    setOpen(null);
    setSelected([]);
    void client.invalidateQueries({ queryKey: key });
    refresh();
  };
  const toggle = (b: StockBag) => setSelected((s) => (s.includes(b.id) ? s.filter((x) => x !== b.id) : [...s, b.id]));
  const onHand = chosen.length > 0 && chosen.every((b) => !b.on_way);
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2">{translate(`${T}.bags`)}</Typography>
        {chosen.length > 0 && <Typography variant="body2">{translate(`${T}.selected`, { count: chosen.length })}</Typography>}
        <Box sx={{ flex: 1 }} />
        {mayMove && <Button onClick={() => setOpen('receive')}>{translate(`${T}.receive`)}</Button>}
        {mayMove && <Button disabled={!onHand} onClick={() => setOpen('repack')}>{translate(`${T}.repack`)}</Button>}
        {mayMove && <Button disabled={!chosen.length} onClick={() => setOpen('release')}>{translate(`${T}.release`)}</Button>}
        <Button component={Link} to={`/${raName(inventoryHistory)}/detail?inventory_id=${String(id)}`}>{translate(`${T}.history`)}</Button>
      </Stack>
      {bags.length === 0 ? (
        <Typography variant="body2">{translate(`${T}.no_bags`)}</Typography>
      ) : (
        <Table size="small" aria-label={translate(`${T}.bags`)}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {['bag_no', 'qty', 'mpq', 'copies', 'on_way', 'split', 'assigned'].map((k) => <TableCell key={k}>{translate(`${T}.${k}`)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {bags.map((b) => (
              <TableRow key={b.id} selected={selected.includes(b.id)} hover onClick={() => toggle(b)} sx={{ cursor: 'pointer' }}>
                <TableCell padding="checkbox">
                  <Checkbox checked={selected.includes(b.id)} inputProps={{ 'aria-label': b.bag_no }} onChange={() => toggle(b)} onClick={(e) => e.stopPropagation()} />
                </TableCell>
                <TableCell>{b.bag_no}</TableCell>
                <TableCell>{fromUnits(toUnits(b.qty) ?? 0)}</TableCell>
                <TableCell>{fromUnits(toUnits(b.mpq) ?? 0)}</TableCell>
                <TableCell>{b.copies}</TableCell>
                <TableCell>{translate(`${T}.${b.on_way ? 'on_way' : 'on_hand'}`)}</TableCell>
                <TableCell>{b.is_split ? '✓' : ''}</TableCell>
                <TableCell>{b.assigned_no ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {open === 'receive' && <ReceiveDialog group={data} onClose={() => setOpen(null)} onDone={done} />}
      {open === 'repack' && <RepackDialog group={data} bags={chosen} onClose={() => setOpen(null)} onDone={done} />}
      {open === 'release' && <ReleaseDialog bags={chosen} onClose={() => setOpen(null)} onDone={done} />}
    </Box>
  );
}
