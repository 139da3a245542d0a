// /my/mySloc and /my/myPartList: the caller's SLOCs and materials with their stock (the server
// limits them to the manufacturers of the user's data scope).
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';
import { fetchPage } from '../../../resources/management/inventories/stockApi';
import { ListPagination } from '../../../views/shared/ListPagination';
import { useUrlPaging } from '../../../views/shared/useUrlPaging';

const T = 'screens.stock';
/** Counted columns, shown in the spec's number format (R26: stock held to 3 decimals keeps them). */
const NUMERIC: Record<string, number> = { groups: 0, on_hand_qty: 3, on_way_qty: 3 };
const cellText = (column: string, value: unknown) => (column in NUMERIC ? formatNumber(value as string, NUMERIC[column]) : String(value ?? ''));

function SummaryTable({ path, title, columns }: { path: string; title: string; columns: string[] }) {
  const translate = useTranslate();
  const { page, size, setPage, setSize } = useUrlPaging(20);
  const { data } = useQuery({ queryKey: [path, page, size], queryFn: () => fetchPage<Record<string, unknown>>(path, page, size) });
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(title)} />
      <CardContent>
        <Typography variant="h6" component="h2">{translate(title)}</Typography>
        <Table size="small">
          <TableHead>
            <TableRow>{columns.map((c) => <TableCell key={c}>{translate(`${T}.${c === 'on_hand_qty' ? 'on_hand' : c === 'on_way_qty' ? 'on_way' : c}`)}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {(data?.list ?? []).map((row, i) => (
              <TableRow key={String(row.id ?? i)}>
                {columns.map((c) => (
                  <TableCell key={c} align={c in NUMERIC ? 'right' : undefined}>
                    {cellText(c, row[c])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {data && !data.list.length && (
              <TableRow><TableCell colSpan={columns.length}>{translate(`${T}.empty`)}</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
        <ListPagination list={{ total: data?.total ?? 0, page, size, setPage, setSize }} />
      </CardContent>
    </Card>
  );
}

export function MySlocPage() {
  return <SummaryTable path="/api/v2/inventory/my-sloc" title={`${T}.my_sloc`} columns={['code', 'plant', 'name', 'city', 'groups', 'on_hand_qty', 'on_way_qty']} />;
}

export function MyPartListPage() {
  return <SummaryTable path="/api/v2/inventory/part-list" title={`${T}.my_part_list`} columns={['mpn', 'description', 'groups', 'on_hand_qty', 'on_way_qty']} />;
}
