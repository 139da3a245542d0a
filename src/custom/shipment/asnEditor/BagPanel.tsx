// The bag-splitting editor of one item: its groups and bags (on hand, on the way, split before), what
// is taken from each bag and how that reads as packages (whole ones plus one opened), the running
// total against the item's quantity, and the automatic allocation to start from.
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';
import { fromUnits, takeShape, toUnits, type AsnBag, type AsnGroup } from '../../../resources/shipment/asn/model/allocation';
import { problemText } from '../../../resources/shipment/asn/model/allocationWords';
import type { Locale } from '../../../schema/types';
import type { ItemCheck } from './editorChecks';
import type { EditorAction, ItemState } from './editorState';

const T = 'screens.asn_editor';
const q = (v: string | number) => formatNumber(v, 3);

function Shape({ bag, value }: { bag: AsnBag; value: string }) {
  const translate = useTranslate();
  const units = toUnits(value);
  if (!units) return null;
  const { whole, part } = takeShape(bag, units);
  return <>{part ? translate(`${T}.shapePart`, { whole, part: q(fromUnits(part)) }) : translate(`${T}.shape`, { whole })}</>;
}

interface RowProps {
  bag: AsnBag;
  group: AsnGroup;
  value: string;
  bad: boolean;
  index: number;
  dispatch: (a: EditorAction) => void;
}

/** One bag: memoised, so a take typed renders its own row only. */
const BagRow = memo(function BagRow({ bag: b, group: g, value, bad, index, dispatch }: RowProps) {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell>{g.sloc_code} · {g.supplier ?? ''}{g.brand ? ` / ${g.brand}` : ''}</TableCell>
      <TableCell>{b.bag_no}{b.is_split ? ` (${translate(`${T}.split`)})` : ''}</TableCell>
      <TableCell>{translate(`${T}.${b.on_way ? 'onWay' : 'onHand'}`)}</TableCell>
      <TableCell align="right">{q(b.qty)}</TableCell>
      <TableCell align="right">{b.copies}</TableCell>
      <TableCell>
        <input className="asn-take" value={value} aria-invalid={bad} onChange={(e) => dispatch({ type: 'take', index, bagId: b.id, value: e.target.value })}
          aria-label={`${translate(`${T}.col.take`)} ${b.bag_no}`} inputMode="decimal" />
      </TableCell>
      <TableCell><Shape bag={b} value={value} /></TableCell>
    </TableRow>
  );
});

/** The panel's buttons and the bag table's head: memoised, so a keystroke renders neither. */
const PanelButtons = memo(function PanelButtons({ index, dispatch, onClose }: { index: number; dispatch: (a: EditorAction) => void; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <>
      <Button size="small" variant="contained" onClick={() => dispatch({ type: 'auto', index })}>{translate(`${T}.auto`)}</Button>
      <Button size="small" onClick={() => dispatch({ type: 'clear', index })}>{translate(`${T}.clear`)}</Button>
      <Button size="small" onClick={onClose}>{translate(`${T}.closeBags`)}</Button>
    </>
  );
});

const BagTableHead = memo(function BagTableHead() {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>{['group', 'bagNo', 'place', 'perBag', 'copies', 'take', 'shape'].map((c) => <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>)}</TableRow>
    </TableHead>
  );
});

interface Props {
  item: ItemState;
  check: ItemCheck;
  index: number;
  locale: Locale;
  dispatch: (a: EditorAction) => void;
  onClose: () => void;
}

function BagPanelView({ item, check, index, locale, dispatch, onClose }: Props) {
  const translate = useTranslate();
  const s = item.source;
  const headingId = `asn-bags-${index}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2">{translate(`${T}.openBags`, { mpn: s.MPN })}</Typography>
        {/* A plain element: it is what changes on every keystroke. */}
        <strong role="status" data-testid="running-total" className={check.ok ? 'asn-ok' : 'asn-off'}>
          {translate(`${T}.running`, { allocated: q(check.allocated), total: q(item.totalQty.replace(/[,\s]/g, '')) })}
        </strong>
        <Box sx={{ flex: 1 }} />
        <PanelButtons index={index} dispatch={dispatch} onClose={onClose} />
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>{translate(`${T}.autoHelp`)}</Typography>
      <div role="alert">{check.problems.length > 0 && <ul className="asn-problems">{check.problems.map((p, i) => <li key={i}>{problemText(locale, p)}</li>)}</ul>}</div>
      {!s.group.length && <Alert severity="warning">{translate(`${T}.noStock`)}</Alert>}
      {s.group.length > 0 && (
        <Table size="small" aria-label={translate(`${T}.openBags`, { mpn: s.MPN })}>
          <BagTableHead />
          <TableBody>
            {s.group.flatMap((g) => g.bags.map((b) => (
              <BagRow key={b.id} bag={b} group={g} value={item.takes[b.id] ?? ''} bad={check.badBags.has(b.id)} index={index} dispatch={dispatch} />
            )))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

export const BagPanel = memo(BagPanelView);
