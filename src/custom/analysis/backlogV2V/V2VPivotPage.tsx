// /analysis/CF/recordBacklogsV2V/{ETA|ETAWB|Demand}/{id}: one V2V report's open quantities by week
// of the ETA, the ETA at the warehouse or the demand date; links to the other two views and back.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, ButtonGroup, Button as MuiButton, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Button, Title, useTranslate } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { unwrapData } from '../../../dataProvider/envelope';
import { requestJson } from '../../../dataProvider/http';
import { resourceEntry } from '../../../registry/entries';
import { V2V_BASE, V2V_VIEWS, type V2VView } from '../../../resources/analysis/backlogV2V/model/wire';
import { pivot, type V2VLineRow } from './pivot';
import { TableScroll } from '../../../views/shared/TableScroll';

const T = 'screens.backlogV2V';
const num = (n: number) => n.toLocaleString('en-US');

export default function V2VPivotPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const route = resourceEntry('cf_backlog_v2v').route;
  const view = (V2V_VIEWS.find((v) => pathname.startsWith(`${route}/${v}/`)) ?? 'ETA') as V2VView;
  const report = useQuery({
    queryKey: ['cf_backlog_v2v', id, 'lines'],
    queryFn: async ({ signal }) => unwrapData(await requestJson(`${V2V_BASE}/${encodeURIComponent(id)}/lines`, { signal })) as Record<string, unknown> & { items?: V2VLineRow[] },
  });
  if (report.isPending) return <PageLoading />;
  if (report.error || !report.data) return <Alert severity="error">{String(report.error ?? '')}</Alert>;
  const grid = pivot(report.data.items ?? [], view);
  const title = translate(`${T}.title_${view}`, { no: String(report.data.report_no ?? id) });
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button label={`${T}.back`} component={Link} to={route}>
            <ArrowBackIcon />
          </Button>
          <Typography variant="h6" component="h2">{title}</Typography>
          {/* Links to the other views, not toggles: a link may not carry aria-pressed (axe aria-allowed-attr). */}
          <ButtonGroup size="small" component="nav" aria-label={translate(`${T}.views`)}>
            {V2V_VIEWS.map((v) => (
              <MuiButton key={v} component={Link} to={`${route}/${v}/${id}`} variant={v === view ? 'contained' : 'outlined'} aria-current={v === view ? 'page' : undefined}>
                {translate(`${T}.view_${v}`)}
              </MuiButton>
            ))}
          </ButtonGroup>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.summary`, { date: String(report.data.backlog_date ?? ''), lines: String(report.data.line_count ?? 0), total: num(grid.total) })}
          </Typography>
        </Box>
                <TableScroll label={title} sx={{ mt: 2 }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.cpn`)}</TableCell>
                <TableCell>{translate(`${T}.mpn`)}</TableCell>
                <TableCell>{translate(`${T}.plant`)}</TableCell>
                {grid.weeks.map((w) => (
                  <TableCell key={w} align="right" sx={{ whiteSpace: 'nowrap' }}>{w}</TableCell>
                ))}
                {grid.undated ? <TableCell align="right">{translate(`${T}.undated`)}</TableCell> : null}
                <TableCell align="right">{translate(`${T}.total`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {grid.rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.cpn}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.mpn}</TableCell>
                  <TableCell>{r.plant}</TableCell>
                  {grid.weeks.map((w) => (
                    <TableCell key={w} align="right">{r.byWeek[w] ? num(r.byWeek[w]) : ''}</TableCell>
                  ))}
                  {grid.undated ? <TableCell align="right">{r.undated ? num(r.undated) : ''}</TableCell> : null}
                  <TableCell align="right" sx={{ fontWeight: 600 }}>{num(r.total)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={3} sx={{ fontWeight: 600 }}>{translate(`${T}.total`)}</TableCell>
                {grid.weeks.map((w) => (
                  <TableCell key={w} align="right" sx={{ fontWeight: 600 }}>{num(grid.weekTotals[w])}</TableCell>
                ))}
                {grid.undated ? <TableCell align="right" sx={{ fontWeight: 600 }}>{num(grid.undated)}</TableCell> : null}
                <TableCell align="right" sx={{ fontWeight: 600 }}>{num(grid.total)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableScroll>
      </CardContent>
    </Card>
  );
}
