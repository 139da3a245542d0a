// /analysis/{NonCF,CF}/recordBUFCST/detail/{id}: one forecast's items and total per BU.
import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { RECORD_SEGMENT } from '../../../resources/distribute/forecast/model/records';
import { T } from '../../distribute/forecastBacklog/PlanningTable';
import { fetchBuDetail, recordFamilyOf } from './api';

export default function RecordBuDetailPage() {
  const translate = useTranslate();
  const family = recordFamilyOf(useLocation().pathname);
  const id = useParams().id ?? '';
  const query = useQuery({ queryKey: ['planning', 'bu-detail', family, id], queryFn: ({ signal }) => fetchBuDetail(family, id, signal) });
  const f = query.data?.forecast;
  const title = translate(`${T}.records.bu_detail`, { no: f?.no ?? '' });
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <Button component={Link} to={`/analysis/${RECORD_SEGMENT[family]}/recordBUFCST`}>{translate(`${T}.records.back`)}</Button>
          {f ? <Typography variant="body2">{`${f.bg_code} · ${f.forecast_date} · V${f.version_no}`}</Typography> : null}
        </Stack>
        {query.error ? <Alert severity="error">{query.error.message}</Alert> : null}
        {query.isPending ? <PageLoading /> : (
          <Table size="small" aria-label={title}>
            <TableHead><TableRow>{['bu', 'bu_name', 'items', 'total_qty'].map((k) => <TableCell key={k}>{translate(`${T}.col.${k}`)}</TableCell>)}</TableRow></TableHead>
            <TableBody>
              {(query.data?.list ?? []).map((r) => (
                <TableRow key={r.bu} hover>
                  <TableCell>{r.bu || translate(`${T}.records.no_bu`)}</TableCell>
                  <TableCell>{r.bu_name ?? ''}</TableCell>
                  <TableCell align="right">{r.items}</TableCell>
                  <TableCell align="right">{Number(r.total).toLocaleString()}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
