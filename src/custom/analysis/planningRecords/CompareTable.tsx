// A compare screen's frame: title, back link, the two sides' names, and rows of first / second / change.
import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { T } from '../../distribute/forecastBacklog/PlanningTable';

interface Props { title: string; back: string; sides?: string; loading: boolean; error: Error | null; keys: string[]; rows: { key: string; cells: ReactNode[]; first: string; second: string }[] }

const num = (v: string) => Number(v).toLocaleString();
/** The change, with a sign; drops shown in red. */
function Change({ first, second }: { first: string; second: string }) {
  const d = Number(second) - Number(first);
  return <Typography variant="body2" component="span" color={d < 0 ? 'error' : d > 0 ? 'success.main' : undefined}>{d > 0 ? `+${num(String(d))}` : num(String(d))}</Typography>;
}

export function CompareTable({ title, back, sides, loading, error, keys, rows }: Props) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <Button component={Link} to={back}>{translate(`${T}.records.back`)}</Button>
          {sides ? <Typography variant="body2">{sides}</Typography> : null}
        </Stack>
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {loading ? <PageLoading /> : (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>{[...keys, 'first', 'second', 'change'].map((k) => <TableCell key={k} align={keys.includes(k) ? 'left' : 'right'}>{translate(`${T}.col.${k}`)}</TableCell>)}</TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key} hover>
                  {r.cells.map((c, i) => <TableCell key={i}>{c}</TableCell>)}
                  <TableCell align="right">{num(r.first)}</TableCell>
                  <TableCell align="right">{num(r.second)}</TableCell>
                  <TableCell align="right"><Change first={r.first} second={r.second} /></TableCell>
                </TableRow>
              ))}
              {rows.length === 0 ? <TableRow><TableCell colSpan={keys.length + 3}>{translate(`${T}.records.no_change`)}</TableCell></TableRow> : null}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
