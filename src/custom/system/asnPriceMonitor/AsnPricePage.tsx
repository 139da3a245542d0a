// /system/tool/ASNPrice: one ASN's items with the prices their check used when saved beside the
// price tables today (and the OR price), the items whose warning would change marked.
import { Alert, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { formatMoney, formatNumber } from '../../../i18n/format';
import type { PriceSide } from '../../../resources/shipment/asnOrPrice/model/asnPriceMonitor';
import { ASN_STATUSES } from '../../../resources/shipment/asn/model/statuses';
import { labelIn } from '../../../schema';
import { useAsnPriceController } from './useAsnPriceController';

const money = (v: string | null) => (v === null ? '' : formatMoney(v, 6));

export default function AsnPricePage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.asnPrice.${key}`, args);
  const [locale] = useLocaleState();
  const c = useAsnPriceController();
  const statusWord = (code: string) => { const o = ASN_STATUSES.find((s) => s.value === code); return o ? labelIn(o.label, locale) : code; };
  const [value, setValue] = useState(c.asn);
  const warning = (w: string | null) => t(`warnings.${w ?? 'none'}`);
  const side = (p: PriceSide) => [money(p.quote_price), money(p.srp), money(p.maxout_price), warning(p.price_warning)];
  const a = c.answer;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Stack direction="row" spacing={2} component="form" role="search" aria-label={t('title')} onSubmit={(e) => { e.preventDefault(); c.look(value); }}>
        <TextField size="small" label={t('asn')} value={value} onChange={(e) => setValue(e.target.value)} />
        <Button type="submit" variant="contained" disabled={!value.trim() || c.loading}>
          {t('look')}
        </Button>
      </Stack>
      {c.error && <Alert severity="error">{c.error.message}</Alert>}
      {a && (
        <>
          <Typography>{t('summary', { invoice: a.asn.invoice_no, status: statusWord(a.asn.status), ship: a.asn.ship_date ?? '-', currency: a.asn.currency, changed: a.changed, items: a.items.length, day: a.day })}</Typography>
          {a.items.length === 0 ? (
            <Typography color="text.secondary">{t('none')}</Typography>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={t('title')}>
                <TableHead>
                  <TableRow>
                    <TableCell colSpan={4} />
                    <TableCell colSpan={4}>{t('saved')}</TableCell>
                    <TableCell colSpan={4}>{t('today')}</TableCell>
                    <TableCell colSpan={2} />
                  </TableRow>
                  <TableRow>
                    {['line', 'mpn', 'qty', 'price', 'quote', 'srp', 'maxout', 'warning', 'quote', 'srp', 'maxout', 'warning', 'or', 'orPrice'].map((k, i) => (
                      <TableCell key={i}>{t(`columns.${k}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {a.items.map((item) => (
                    <TableRow key={item.line_no}>
                      <TableCell>{item.line_no}</TableCell>
                      <TableCell>{item.mpn}</TableCell>
                      <TableCell align="right">{formatNumber(item.qty)}</TableCell>
                      <TableCell align="right">{money(item.price)}</TableCell>
                      {side(item.saved).map((v, i) => <TableCell key={`s${i}`}>{v}</TableCell>)}
                      {side(item.today).map((v, i) => (
                        <TableCell key={`t${i}`}>{i === 3 && item.changed ? <Chip size="small" color="warning" label={`${v} · ${t('changed')}`} /> : v}</TableCell>
                      ))}
                      <TableCell>{item.or_no}</TableCell>
                      <TableCell align="right">{money(item.or_price)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Stack>
  );
}
