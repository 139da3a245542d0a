// One ASN item in the editor's table: its quantity, price and remark, the running bag total against
// the quantity, and its price warnings. Memoised: typing in another item does not render this one.
import { Button, IconButton, Stack, TableCell, TableRow } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';
import { priceWarningText } from '../../../resources/shipment/asn/model/allocationWords';
import type { Locale } from '../../../schema/types';
import type { ItemCheck } from './editorChecks';
import type { EditorAction, ItemState } from './editorState';

const T = 'screens.asn_editor';

interface Props {
  item: ItemState;
  check: ItemCheck;
  index: number;
  open: boolean;
  locale: Locale;
  dispatch: (a: EditorAction) => void;
  onOpen: (index: number) => void;
}

/** The row's buttons: memoised, so typing in the row does not render them. */
const RowButtons = memo(function RowButtons({ mpn, index, open, dispatch, onOpen }: { mpn: string; index: number; open: boolean; dispatch: (a: EditorAction) => void; onOpen: (index: number) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5}>
      <Button size="small" variant={open ? 'contained' : 'outlined'} aria-label={translate(`${T}.openBags`, { mpn })} aria-expanded={open} onClick={() => onOpen(index)}>{translate(`${T}.col.bags`)}</Button>
      <IconButton size="small" aria-label={translate(`${T}.remove`, { mpn })} onClick={() => dispatch({ type: 'remove', index })}><DeleteIcon fontSize="small" /></IconButton>
    </Stack>
  );
});

function ItemRowView({ item, check, index, open, locale, dispatch, onOpen }: Props) {
  const translate = useTranslate();
  const s = item.source;
  const set = (field: 'totalQty' | 'price' | 'remark') => (e: React.ChangeEvent<HTMLInputElement>) => dispatch({ type: 'item', index, field, value: e.target.value });
  return (
    <TableRow selected={open} data-item={index}>
      <TableCell>{index + 1}</TableCell>
      <TableCell>{[s.orderNo, s.po_line].filter((v) => v !== null && v !== '').join(' / ')}</TableCell>
      <TableCell>{s.MPN}{s.CPN ? <div className="asn-sub">{s.CPN}</div> : null}</TableCell>
      <TableCell>
        <input className="asn-cell asn-num" value={item.totalQty} onChange={set('totalQty')} aria-invalid={check.problems.some((p) => p.code === 'total')}
          aria-label={`${translate(`${T}.col.qty`)} ${index + 1}`} inputMode="decimal" />
      </TableCell>
      <TableCell>
        <input className="asn-cell asn-num" value={item.price} onChange={set('price')} aria-label={`${translate(`${T}.col.price`)} ${index + 1}`} inputMode="decimal" />
        {check.warnings.map((w) => <div key={w} className="asn-warning">{priceWarningText(locale, w)}</div>)}
      </TableCell>
      <TableCell>
        <input className="asn-cell" value={item.remark} onChange={set('remark')} aria-label={`${translate(`${T}.col.remark`)} ${index + 1}`} />
      </TableCell>
      <TableCell data-testid={`allocated-${index}`} className={check.ok ? 'asn-ok' : 'asn-off'}>
        {translate(`${T}.running`, { allocated: formatNumber(check.allocated, 3), total: formatNumber(item.totalQty.replace(/[,\s]/g, ''), 3) })}
      </TableCell>
      <TableCell><RowButtons mpn={s.MPN} index={index} open={open} dispatch={dispatch} onOpen={onOpen} /></TableCell>
    </TableRow>
  );
}

export const ItemRow = memo(ItemRowView);
