// The bags one ASN item ships, as a dense table under the items (one line per bag: whole packages,
// a split one and stock on the way marked), so the items list keeps one line per item.
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AsnItemRow } from './asnApi';

const T = 'screens.asn_order';
const COLUMNS = ['bag', 'group', 'copies', 'perCopy', 'total', 'note'];
const num = (n: number | string) => Number(n).toLocaleString('en-US');

export function AsnBagsTable({ item }: { item: AsnItemRow }) {
  const translate = useTranslate();
  const title = translate(`${T}.bagsOf`, { line: item.line_no, mpn: item.material_id__title ?? '' });
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>{title}</Typography>
      {item.bags.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{translate(`${T}.noBags`)}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead><TableRow>{COLUMNS.map((c) => <TableCell key={c} align={c === 'bag' || c === 'group' || c === 'note' ? 'left' : 'right'}>{translate(`${T}.bagCol.${c}`)}</TableCell>)}</TableRow></TableHead>
            <TableBody>
              {item.bags.map((b) => (
                <TableRow key={b.id}>
                  <TableCell>{b.bag_no}</TableCell>
                  <TableCell>{b.inventory_id__title ?? ''}</TableCell>
                  <TableCell align="right">{num(b.copies)}</TableCell>
                  <TableCell align="right">{num(b.qty)}</TableCell>
                  <TableCell align="right">{num(b.total)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {b.is_split && <Chip size="small" color="warning" label={translate(`${T}.split`)} sx={{ mr: 0.5 }} />}
                    {b.on_way && <Chip size="small" color="info" label={translate(`${T}.onWay`)} />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
