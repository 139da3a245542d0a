// /forecasts/detail/{id} (ours, from /forecasts) and /distribute/{segment}/backlog/forecast/{id} (from the
// family's backlogs, its rule and calls: paths.ts): one forecast's header and its items with their weekly
// quantities (the key columns, then one column per week), a page of items at a time; a planner of the
// family adds, changes and deletes items (ItemFormDialog), changes the version's date and remark
// (ForecastEditDialog) and deletes the version.
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { FAMILY_SPECS } from '../../../resources/distribute/forecast/model/wire';
import { allows, type Principal } from '../../../schema';
import { ListPagination } from '../../../views/shared/ListPagination';
import { ForecastActions } from './ForecastActions';
import { ForecastEditButton } from './ForecastEditDialog';
import { ForecastDeleteButton } from './ForecastVersionDialog';
import { detailFamilyOf } from './paths';
import { ItemFormDialog } from './ItemFormDialog';
import { fetchForecast, fetchForecastItems, type ForecastItem } from './api';
import { T } from './PlanningTable';
import { usePagedList } from './usePagedList';

const KEYS = ['line', 'site', 'plant', 'sloc', 'cpn', 'mpn', 'manufacturer', 'mpq', 'bu', 'ec_code', 'biz_type'] as const;
const num = (v: string) => Number(v).toLocaleString();

export default function ForecastDetailPage() {
  const translate = useTranslate();
  const id = useParams().id ?? '';
  const [text, setText] = useState('');
  const family = detailFamilyOf(useLocation().pathname);
  const header = useQuery({ queryKey: ['planning', 'forecast', family ?? 'all', id], queryFn: ({ signal }) => fetchForecast(family, id, signal) });
  const items = usePagedList(['forecast-items', family ?? 'all', id], (p, s) => fetchForecastItems(family, id, p, s));
  const weeks = items.list[0]?.weeks.map((w) => w.week) ?? [];
  const f = header.data;
  const { permissions } = usePermissions<Principal | undefined>();
  // The item calls are the family's: shown to holders of its backlog screen's rule (write for edits).
  const may = (action: 'read' | 'write') => Boolean(f && permissions) && allows(permissions!, FAMILY_SPECS[f!.family].access, action);
  const canWrite = may('write');
  // The item form: undefined closed, 'new' adding, an item editing it.
  const [editing, setEditing] = useState<ForecastItem | 'new'>();
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.detail.title`, { no: f?.no ?? '' })} />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Button component={Link} to={family ? `/distribute/${FAMILY_SPECS[family].segment}/backlog` : '/forecasts'}>
            {translate(family ? `${T}.detail.back_backlogs` : `${T}.detail.back`)}
          </Button>
          {f ? (
            <Typography variant="body2">
              {translate(`${T}.detail.summary`, { family: translate(`${T}.family.${f.family}`), bg: f.bg_code, date: f.forecast_date, version: f.version_no, items: f.item_count, total: num(f.total_qty) })}
            </Typography>
          ) : null}
          <TextField size="small" label={translate(`${T}.search`)} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && items.search(text)} onBlur={() => items.search(text)} />
        </Stack>
        {f && may('read') ? <ForecastActions forecast={f} /> : null}
        {f && canWrite ? (
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ mb: 1 }}>{translate(`${T}.edit.add`)}</Button>
            <ForecastEditButton forecast={f} />
            <ForecastDeleteButton forecast={f} back={family ? `/distribute/${FAMILY_SPECS[family].segment}/backlog` : '/forecasts'} />
          </Stack>
        ) : null}
        {editing && f ? (
          <ItemFormDialog family={f.family} forecastId={f.id} forecastNo={f.no} item={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
        ) : null}
        {header.error ? <Alert severity="error">{header.error.message}</Alert> : null}
        {items.error ? <Alert severity="error">{items.error.message}</Alert> : null}
        {items.loading ? <PageLoading /> : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate(`${T}.detail.items`)} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  {canWrite ? <TableCell>{translate(`${T}.edit.column`)}</TableCell> : null}
                  {KEYS.map((k) => <TableCell key={k}>{translate(`${T}.item.${k}`)}</TableCell>)}
                  {weeks.map((w) => <TableCell key={w} align="right">{w.slice(5)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {items.list.map((i) => (
                  <TableRow key={i.id} hover>
                    {canWrite ? (
                      <TableCell>
                        <IconButton size="small" sx={{ p: 0.25 }} aria-label={translate(`${T}.edit.title`, { line: i.line_no, mpn: i.mpn })} onClick={() => setEditing(i)}><EditIcon fontSize="small" /></IconButton>
                      </TableCell>
                    ) : null}
                    <TableCell>{i.line_no}</TableCell>
                    <TableCell>{i.site_code ?? ''}</TableCell>
                    <TableCell>{i.plant ?? ''}</TableCell>
                    <TableCell>{i.sloc_code ?? ''}</TableCell>
                    <TableCell>{i.cpn ?? ''}</TableCell>
                    <TableCell>{i.mpn}</TableCell>
                    <TableCell>{i.manufacturer ?? ''}</TableCell>
                    <TableCell align="right">{num(i.mpq)}</TableCell>
                    <TableCell>{i.bu_code ?? ''}</TableCell>
                    <TableCell>{i.ec_code ?? ''}</TableCell>
                    <TableCell>{i.biz_type ?? ''}</TableCell>
                    {weeks.map((w) => {
                      const q = i.weeks.find((x) => x.week === w)?.qty;
                      return <TableCell key={w} align="right">{q ? num(q) : ''}</TableCell>;
                    })}
                  </TableRow>
                ))}
                {items.list.length === 0 ? <TableRow><TableCell colSpan={KEYS.length}>{translate(`${T}.empty`)}</TableCell></TableRow> : null}
              </TableBody>
            </Table>
          </Box>
        )}
        <ListPagination list={items} />
      </CardContent>
    </Card>
  );
}
