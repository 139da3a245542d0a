// /materialInfo/info/{id}: what sales staff need on one part: master data, substitutes, stock by
// location and the customer orders that ask for it (each section only when the user may read it).
import { Alert, Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { labelIn, type Locale } from '../../../schema';
import { useUiLocale } from '../../../views/fields/common';
import { materialSub } from '../../../resources/management/material/model/materialSub';
import { lifecycleLabel } from './MaterialSearchPage';
import { INFO_PATH, SEARCH_PATH, T } from './paths';
import { useMaterialInfoController } from './useMaterialInfoController';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** A substitution's enum value as its label. */
function subOption(field: 'sub_type' | 'qualification_status', value: unknown, locale: Locale) {
  const f = materialSub.fields[field];
  const option = f.kind === 'enum' ? f.options.find((o) => o.value === value) : undefined;
  return option ? labelIn(option.label, locale) : text(value);
}

function Section({ title, allowed, empty, columns, rows }: { title: string; allowed: boolean; empty: boolean; columns: string[]; rows: ReactNode[][] }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{title}</Typography>
      {!allowed ? (
        <Typography variant="body2" color="text.secondary">{translate(`${T}.notAllowed`)}</Typography>
      ) : empty ? (
        <Typography variant="body2" color="text.secondary">{translate(`${T}.none`)}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead><TableRow>{columns.map((c) => <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>)}</TableRow></TableHead>
          <TableBody>{rows.map((cells, i) => <TableRow key={i}>{cells.map((c, j) => <TableCell key={j}>{c}</TableCell>)}</TableRow>)}</TableBody>
        </Table>
      )}
    </Box>
  );
}

export default function MaterialInfoPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const locale = useUiLocale();
  const c = useMaterialInfoController(id);
  if (c.loading) return <PageLoading />;
  if (c.error || !c.material) return <Alert severity="error">{c.error?.message ?? translate(`${T}.notFound`)}</Alert>;
  const m = c.material as Row;
  const facts: [string, string][] = [
    ['manufacturer', text(m.manufacturer_id__title)], ['product_line', text(m.product_line_id__title)], ['description', text(m.description)],
    ['package', text(m.package)], ['lifecycle', lifecycleLabel(m.lifecycle, locale)], ['mpq', text(m.mpq)], ['moq', text(m.moq)],
    ['lead_time', text(m.lead_time_weeks)], ['cpn', text(m.cpn)],
  ];
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.infoTitle`, { mpn: text(m.mpn) })} />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="baseline">
          <Typography variant="h6" component="h2">{text(m.mpn)}</Typography>
          <Link to={SEARCH_PATH}>{translate(`${T}.back`)}</Link>
          {c.proposal && <Link to={c.proposal}>{translate(`${T}.propose`)}</Link>}
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}>
          {facts.map(([k, v]) => [
            <Typography key={`${k}-t`} component="dt" variant="body2" color="text.secondary">{translate(`${T}.col.${k}`)}</Typography>,
            <Typography key={`${k}-d`} component="dd" variant="body2" sx={{ m: 0 }}>{v || '—'}</Typography>,
          ])}
        </Box>
        <Section
          title={translate(`${T}.substitutes`)} allowed={c.substitutes.allowed} empty={c.substitutes.rows.length === 0}
          columns={['substitute', 'sub_type', 'qualification', 'end_customer']}
          rows={c.substitutes.rows.map((s: Row) => [
            <Link key="l" to={`${INFO_PATH}/${text(s.substitute_material_id)}`}>{text(s.substitute_material_id__title)}</Link>,
            subOption('sub_type', s.sub_type, locale), subOption('qualification_status', s.qualification_status, locale), text(s.end_customer_id__title),
          ])}
        />
        <Section
          title={translate(`${T}.stock`)} allowed={c.stock.allowed} empty={c.stock.rows.length === 0}
          columns={['sloc', 'supplier', 'brand', 'on_hand', 'on_way']}
          rows={c.stock.rows.map((g: Row) => [text(g.sloc_id__title), text(g.supplier), text(g.brand), text(g.on_hand_qty), text(g.on_way_qty)])}
        />
        <Section
          title={translate(`${T}.orders`, { total: c.orders.total })} allowed={c.orders.allowed} empty={c.orders.rows.length === 0}
          columns={['order_no', 'customer', 'order_date', 'qty', 'request_date']}
          rows={c.orders.rows.map((o) => [o.order_no, o.customer, o.order_date, o.qty, o.request_date ?? ''])}
        />
      </CardContent>
    </Card>
  );
}
