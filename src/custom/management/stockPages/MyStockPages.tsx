// /my/mySloc and /my/myPartList: the caller's SLOCs and materials with their stock (the server
// limits them to the manufacturers of the user's data scope).
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useTablePaginationLabels } from '../../../i18n/useTablePaginationLabels';
import { fetchPage } from '../../../resources/management/inventories/stockApi';

const T = 'screens.stock';

function SummaryTable({ path, title, columns }: { path: string; title: string; columns: string[] }) {
  const translate = useTranslate();
  const paginationLabels = useTablePaginationLabels();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const { data } = useQuery({ queryKey: [path, page, size], queryFn: () => fetchPage<Record<string, unknown>>(path, page + 1, size) });
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
              <TableRow key={String(row.id ?? i)}>{columns.map((c) => <TableCell key={c}>{String(row[c] ?? '')}</TableCell>)}</TableRow>
            ))}
            {data && !data.list.length && (
              <TableRow><TableCell colSpan={columns.length}>{translate(`${T}.empty`)}</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
        <TablePagination {...paginationLabels} component="div" count={data?.total ?? 0} page={page} rowsPerPage={size} rowsPerPageOptions={[10, 20, 50, 100]} onPageChange={(_, p) => setPage(p)} onRowsPerPageChange={(e) => { setSize(Number(e.target.value)); setPage(0); }} />
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
