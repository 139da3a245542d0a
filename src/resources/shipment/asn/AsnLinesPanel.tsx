// An ASN's items under its record page: one dense line per item with its price check note (R19) and
// its bags' count and running total against its quantity (R21); choosing an item's bags lists them
// in a table below (a list row never grows with its bags).
import { Alert, Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { fetchAsn } from './asnApi';
import { AsnBagsTable } from './AsnBagsTable';

const T = 'screens.asn_order';
const COLUMNS = ['line', 'mpn', 'cpn', 'order', 'qty', 'price', 'check', 'bags', 'remark'];
const WARN_COLOR: Record<string, 'success' | 'warning' | 'error'> = { ok: 'success', srp: 'warning', no_price: 'warning', maxout: 'error' };
const ONE_LINE = { whiteSpace: 'nowrap' } as const;

/** `id` when shown outside the record's context (beside the edit form). */
export function AsnLinesPanel({ id: given }: { id?: number }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const id = given ?? (record?.id as number | undefined);
  const { data, error } = useQuery({ queryKey: ['asn-lines', id, record?.version], queryFn: () => fetchAsn(id!), enabled: id !== undefined });
  const [chosen, setChosen] = useState<number | undefined>();
  if (error) return <Alert severity="error" sx={{ mt: 2 }}>{error.message}</Alert>;
  if (!data) return null;
  const shown = data.items.find((i) => i.id === chosen) ?? data.items[0];
  const title = translate(`${T}.items`, { count: data.items.length });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{title}</Typography>
      {/* The items scroll in their own box (150 of them), so the chosen item's bags stay in sight below. */}
      <Box sx={{ overflow: 'auto', maxHeight: 440 }}>
        <Table size="small" stickyHeader aria-label={title}>
          <TableHead><TableRow>{COLUMNS.map((c) => <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>)}</TableRow></TableHead>
          <TableBody>
            {data.items.map((item) => {
              const allocated = item.bags.reduce((s, b) => s + Number(b.total), 0);
              const warning = item.price_warning ?? '';
              const whole = allocated === Number(item.total_qty);
              return (
                <TableRow key={item.id} selected={item === shown}>
                  <TableCell>{item.line_no}</TableCell>
                  <TableCell sx={ONE_LINE}>{item.material_id__title ?? ''}</TableCell>
                  <TableCell sx={ONE_LINE}>{item.cpn ?? ''}</TableCell>
                  <TableCell sx={ONE_LINE}>{[item.order_no, item.po_line].filter(Boolean).join(' / ')}</TableCell>
                  <TableCell align="right">{Number(item.total_qty).toLocaleString('en-US')}</TableCell>
                  <TableCell align="right">{String(item.price)}</TableCell>
                  <TableCell sx={ONE_LINE}>
                    {warning && <Chip size="small" color={WARN_COLOR[warning] ?? 'default'} label={translate(`${T}.warnings.${warning}`)} />}
                    {item.over_qty && <Chip size="small" color="error" label={translate(`${T}.overQty`)} sx={{ ml: 0.5 }} />}
                  </TableCell>
                  <TableCell sx={ONE_LINE}>
                    <Button
                      size="small"
                      color={whole ? 'primary' : 'error'}
                      aria-pressed={item === shown}
                      onClick={() => setChosen(item.id)}
                      sx={{ py: 0, minWidth: 0, textTransform: 'none' }}
                    >
                      {translate(`${T}.bagCount`, { smart_count: item.bags.length, qty: allocated.toLocaleString('en-US') })}
                    </Button>
                  </TableCell>
                  <TableCell sx={{ ...ONE_LINE, maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }} title={item.remark ?? undefined}>{item.remark ?? ''}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {shown && <AsnBagsTable item={shown} />}
    </Box>
  );
}
