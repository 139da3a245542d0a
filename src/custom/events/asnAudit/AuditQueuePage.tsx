// One ASN review queue of the message centre: pending items first, cleared with the keyboard
// (arrows move, Space selects, A agrees, R refuses with a memo), or with the buttons.
import { Alert, Box, Button, Checkbox, Chip, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { AGREED, AUDIT_STATUS_LABELS, QUEUE_RULES, REFUSED, type AuditItemRow, type AuditScreen } from '../../../resources/events/asnAudit/model/auditQueues';
import { labelIn } from '../../../schema';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { ListPagination } from '../../../views/shared/ListPagination';
import { DecisionDialog } from './DecisionDialog';
import { useAuditQueueController } from './useAuditQueueController';

const STATUS_COLOR = { 1: 'warning', 2: 'success', 3: 'error' } as const;

// Dense rows (40 px at most, as the lists): one line per cell, long text cut with its whole in the tooltip.
const TABLE_SX = { '& td, & th': { whiteSpace: 'nowrap', py: 0.25 } } as const;
const LONG_CELL = { maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis' } as const;

export function AuditQueuePage({ screen }: { screen: AuditScreen }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, args?: object) => translate(`screens.asnAudit.${key}`, args);
  const c = useAuditQueueController(screen);
  const [keyword, setKeyword] = useState('');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const title = labelIn(screen.label, locale);
  const go = (i: number) => {
    c.setFocus(i);
    boxes.current[i]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement && e.target.type !== 'checkbox') return;
    // The row whose checkbox has the focus (the event's own target, whatever state has rendered).
    const found = boxes.current.findIndex((b) => b === e.target);
    const at = found >= 0 ? found : c.focus;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      go(Math.max(0, Math.min(c.rows.length - 1, at + (e.key === 'ArrowDown' ? 1 : -1))));
    } else if (e.key === 'a' || e.key === 'A') {
      e.preventDefault();
      c.open(AGREED, at);
    } else if (e.key === 'r' || e.key === 'R') {
      e.preventDefault();
      c.open(REFUSED, at);
    }
  };
  const price = (v: string | null) => (v === null ? '' : formatMoney(v, 6));
  const row = (item: AuditItemRow, i: number) => (
    <TableRow key={item.id} hover selected={c.selected.has(item.id)} aria-selected={c.selected.has(item.id)}>
      <TableCell padding="checkbox">
        <Checkbox
          inputRef={(el: HTMLInputElement | null) => {
            boxes.current[i] = el;
          }}
          size="small"
          sx={{ p: 0.5 }}
          checked={c.selected.has(item.id)}
          disabled={!item.actionable}
          onFocus={() => c.setFocus(i)}
          onChange={() => c.toggle(item.id)}
          slotProps={{ input: { 'aria-label': t('select', { invoice: item.invoice_no }) } }}
        />
      </TableCell>
      <TableCell>{item.invoice_no}</TableCell>
      {screen.queues.length > 1 && <TableCell>{labelIn(QUEUE_RULES[item.queue].label, locale)}</TableCell>}
      <TableCell>{item.supplier}</TableCell>
      <TableCell>{item.customer}</TableCell>
      <TableCell>{item.mpn}</TableCell>
      <TableCell align="right">{item.qty === null ? '' : formatNumber(item.qty)}</TableCell>
      <TableCell align="right">{price(item.price)}</TableCell>
      <TableCell align="right">{price(item.reference_price)}</TableCell>
      <TableCell sx={LONG_CELL} title={item.reason ?? undefined}>
        {item.reason}
      </TableCell>
      <TableCell>
        <Chip size="small" color={STATUS_COLOR[item.audit_status]} label={labelIn(AUDIT_STATUS_LABELS[item.audit_status], locale)} />
      </TableCell>
      <TableCell sx={LONG_CELL} title={item.audit_memo ?? undefined}>
        {item.audit_memo}
      </TableCell>
    </TableRow>
  );
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} role="search" aria-label={t('filters')}>
        <TextField select size="small" sx={{ width: 180 }} label={t('status')} value={c.status} onChange={(e) => c.setStatus(e.target.value as typeof c.status)}>
          <MenuItem value="">{t('any')}</MenuItem>
          {([1, 2, 3] as const).map((s) => (
            <MenuItem key={s} value={String(s)}>
              {labelIn(AUDIT_STATUS_LABELS[s], locale)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={t('keyword')} value={keyword} onChange={(e) => setKeyword(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && c.search(keyword)} />
        <Button onClick={() => c.search(keyword)}>{t('search')}</Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" disabled={!c.selected.size} onClick={() => c.open(AGREED)}>
          {t('agreeSelected', { smart_count: c.selected.size })}
        </Button>
        <Button variant="outlined" color="error" disabled={!c.selected.size} onClick={() => c.open(REFUSED)}>
          {t('refuseSelected', { smart_count: c.selected.size })}
        </Button>
        <Button onClick={() => void c.exportAll()}>{t('export')}</Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" id="asn-audit-keys">
        {t('keys')}
      </Typography>
      {c.error && <Alert severity="error">{c.error.message}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" sx={TABLE_SX} aria-label={title} aria-describedby="asn-audit-keys">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  sx={{ p: 0.5 }}
                  checked={c.rows.length > 0 && c.selected.size === c.rows.filter((r) => r.actionable).length && c.selected.size > 0}
                  onChange={c.toggleAll}
                  slotProps={{ input: { 'aria-label': t('selectAll') } }}
                />
              </TableCell>
              <TableCell>{t('columns.invoice')}</TableCell>
              {screen.queues.length > 1 && <TableCell>{t('columns.queue')}</TableCell>}
              <TableCell>{t('columns.supplier')}</TableCell>
              <TableCell>{t('columns.customer')}</TableCell>
              <TableCell>{t('columns.mpn')}</TableCell>
              <TableCell align="right">{t('columns.qty')}</TableCell>
              <TableCell align="right">{t('columns.price')}</TableCell>
              <TableCell align="right">{t('columns.reference')}</TableCell>
              <TableCell>{t('columns.reason')}</TableCell>
              <TableCell>{t('columns.status')}</TableCell>
              <TableCell>{t('columns.memo')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody onKeyDown={onKeyDown}>{c.rows.map(row)}</TableBody>
        </Table>
        {!c.loading && c.rows.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('empty')}
          </Typography>
        )}
        <ListPagination list={c} />
      </TableContainer>
      {c.deciding !== undefined && <DecisionDialog c={c} />}
    </Stack>
  );
}
