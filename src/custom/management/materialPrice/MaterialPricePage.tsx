// The spec's /management/price/materialPrice: the prices in effect on a day (today by default) per
// material, end customer and CPN; the DBP column only for holders of its field right (the server
// leaves it out otherwise); the export gives every filtered price.
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useTranslate } from 'react-admin';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import type { MaterialPriceFilters } from '../../../resources/management/priceTi/model/wire';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { ListPagination } from '../../../views/shared/ListPagination';
import { useMaterialPriceController } from './useMaterialPriceController';
import { TableScroll } from '../../../views/shared/TableScroll';

const T = 'screens.material_price';
const FILTERS = ['mpn', 'ec_code', 'cpn', 'currency', 'date'] as const;
const AMOUNTS = new Set(['quote_price', 'srp', 'dbp', 'moq']);
/** Unit prices keep the price table's scale (6) without trailing zeros; the MOQ is a quantity: 2 decimals (R26). */
const UNIT_PRICES = new Set(['quote_price', 'srp', 'dbp']);
const PRICE_SCALE = 6;

function cellText(name: string, v: unknown, translate: (key: string) => string): string {
  if (name === 'fb') return translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
  if (name === 'ec_code' || name === 'cpn') return String(v ?? translate(`${T}.any`));
  if (v === null || v === undefined) return '';
  if (UNIT_PRICES.has(name)) return formatMoney(v as string, PRICE_SCALE);
  if (name === 'moq') return formatNumber(v as string);
  return String(v);
}

export default function MaterialPricePage() {
  const translate = useTranslate();
  const c = useMaterialPriceController();
  const [form, setForm] = useState<MaterialPriceFilters>({});
  const showDbp = c.list.some((r) => 'dbp' in r);
  const columns = ['mpn', 'description', 'ec_code', 'cpn', 'currency', 'quote_price', 'srp', ...(showDbp ? ['dbp'] : []), 'moq', 'valid_from', 'valid_to', 'fb'];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    c.apply(form);
  };
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.title`)} />
      <CardContent>
        <Stack component="form" direction="row" spacing={1} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }} onSubmit={submit}>
          {FILTERS.map((f) => (
            <TextField key={f} size="small" label={translate(`${T}.col.${f}`)} type={f === 'date' ? 'date' : 'text'} value={form[f] ?? ''}
              slotProps={f === 'date' ? { inputLabel: { shrink: true } } : undefined} onChange={(e) => setForm({ ...form, [f]: e.target.value })} />
          ))}
          <Button type="submit" startIcon={<SearchIcon />}>{translate(`${T}.search`)}</Button>
          <Button startIcon={<DownloadIcon />} onClick={c.exportAll} disabled={c.exporting}>{translate(`${T}.export`)}</Button>
        </Stack>
        {c.error ? <Alert severity="error">{c.error.message}</Alert> : null}
        {c.loading ? <PageLoading /> : (
          // The table scrolls in its own box: a long description must not widen the page.
          <TableScroll label={translate(`${T}.title`)} sx={{ maxWidth: '100%' }}>
            <Table size="small" aria-label={translate(`${T}.title`)}>
              <TableHead>
                <TableRow>{columns.map((name) => <TableCell key={name} align={AMOUNTS.has(name) ? 'right' : 'left'}>{translate(`${T}.col.${name}`)}</TableCell>)}</TableRow>
              </TableHead>
              <TableBody>
                {c.list.map((r) => (
                  <TableRow key={r.id} hover>
                    {columns.map((name) => (
                      <TableCell key={name} align={AMOUNTS.has(name) ? 'right' : 'left'} sx={AMOUNTS.has(name) ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : { whiteSpace: 'nowrap' }}>
                        {cellText(name, r[name as keyof typeof r], translate)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
                {c.list.length === 0 ? <TableRow><TableCell colSpan={columns.length}>{translate(`${T}.empty`)}</TableCell></TableRow> : null}
              </TableBody>
            </Table>
          </TableScroll>
        )}
        <ListPagination list={c} />
      </CardContent>
    </Card>
  );
}
