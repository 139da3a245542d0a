// A planning list's frame: title, keyword box, error, table head, rows, the empty line and the pager.
import { Alert, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { ListPagination, type PagedList } from '../../../views/shared/ListPagination';
import { TableScroll } from '../../../views/shared/TableScroll';

export const T = 'screens.forecast_backlog';

interface Props {
  title: string;
  list: PagedList & { loading: boolean; error: Error | null; search: (v: string) => void };
  columns: string[];
  rows: ReactNode;
  empty: boolean;
  extra?: ReactNode;
  toolbar?: ReactNode;
}

export function PlanningTable({ title, list, columns, rows, empty, extra, toolbar }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        {extra}
        <Stack direction="row" spacing={2} useFlexGap alignItems="center" sx={{ mb: 2, flexWrap: 'wrap' }}>
          <TextField size="small" label={translate(`${T}.search`)} value={text} onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && list.search(text)} onBlur={() => list.search(text)} />
          {toolbar}
        </Stack>
        {list.error ? <Alert severity="error">{list.error.message}</Alert> : null}
        {list.loading ? <PageLoading /> : (
          // Dense rows: one line each; a wide table scrolls in its own box, never the page, a named
          // region the keyboard can reach and scroll (axe scrollable-region-focusable).
          <TableScroll label={title}>
            <Table size="small" aria-label={title} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>{columns.map((c) => <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>)}</TableRow>
              </TableHead>
              <TableBody>
                {rows}
                {empty ? <TableRow><TableCell colSpan={columns.length}>{translate(`${T}.empty`)}</TableCell></TableRow> : null}
              </TableBody>
            </Table>
          </TableScroll>
        )}
        <ListPagination list={list} />
      </CardContent>
    </Card>
  );
}
