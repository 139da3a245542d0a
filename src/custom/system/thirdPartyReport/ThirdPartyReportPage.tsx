// /system/thirdPartyReport (role OP): the period, the counts per party, kind and direction (a row's
// failed or pending figure opens its items), and the failed and pending items below.
import { Alert, Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { useThirdPartyReportController } from './useThirdPartyReportController';
import { MAX_PROBLEMS } from '../../../contract/thirdPartyReport';
import { TableScroll } from '../../../views/shared/TableScroll';

const T = 'screens.thirdPartyReport';
const ONE_LINE = { '& td, & th': { whiteSpace: 'nowrap' } } as const;
const num = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums' } };
/** A count that opens its items, as tall as the row's text: a dense row stays one line (<= 40 px). */
const COUNT_BUTTON = { py: 0, minWidth: 0 } as const;
const SUMMARY = ['party_type', 'party', 'kind', 'direction', 'total', 'failed', 'pending', 'last_at'] as const;
const PROBLEMS = ['party_type', 'party', 'kind', 'direction', 'state', 'ref', 'at', 'source', 'reason'] as const;

export default function ThirdPartyReportPage() {
  const translate = useTranslate();
  const c = useThirdPartyReportController();
  const t = (key: string, values?: Record<string, unknown>) => translate(`${T}.${key}`, values);
  const kindOf = (kind: string) => (kind === 'mail' ? t('type_mail') : kind.toUpperCase());
  const problemsTitle = c.scope ? t('problems_of', { party: c.scope.party, kind: kindOf(c.scope.kind) }) : t('problems');
  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{t('title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('intro')}</Typography>
      <Box component="form" sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }} onSubmit={(e) => { e.preventDefault(); c.apply(); }}>
        <TextField id="tp-from" type="date" size="small" label={t('from')} value={c.draft.from} onChange={(e) => c.setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField id="tp-to" type="date" size="small" label={t('to')} value={c.draft.to} onChange={(e) => c.setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="contained" size="small">{t('refresh')}</Button>
        <Button size="small" onClick={() => void c.exportBook()}>{t('export')}</Button>
      </Box>
      {c.error ? <Alert severity="error" sx={{ mb: 2 }}>{c.error}</Alert> : null}

      <Typography variant="subtitle1" component="h2">{t('summary')}</Typography>
      <TableScroll label={t('summary')} sx={{ mb: 3 }}><Table size="small" aria-label={t('summary')} sx={ONE_LINE}>
        <TableHead><TableRow>{SUMMARY.map((k, i) => <TableCell key={k} align={i >= 4 && i < 7 ? 'right' : 'left'}>{t(`col_${k}`)}</TableCell>)}</TableRow></TableHead>
        <TableBody>
          {c.rows.map((r) => {
            const open = () => c.setScope({ party_type: r.party_type, party: r.party, kind: r.kind });
            const chosen = c.scope?.party === r.party && c.scope.kind === r.kind && c.scope.party_type === r.party_type;
            return (
              <TableRow key={`${r.party_type}-${r.party}-${r.kind}-${r.direction}`} selected={chosen}>
                <TableCell>{t(`type_${r.party_type}`)}</TableCell>
                <TableCell>{r.party}</TableCell>
                <TableCell>{kindOf(r.kind)}</TableCell>
                <TableCell>{t(`dir_${r.direction}`)}</TableCell>
                <TableCell {...num}>{formatNumber(r.total)}</TableCell>
                <TableCell {...num}>{r.failed ? <Button size="small" color="error" sx={COUNT_BUTTON} onClick={open} aria-label={`${formatNumber(r.failed)} ${t('show_problems')} ${r.party} ${r.kind}`}>{formatNumber(r.failed)}</Button> : 0}</TableCell>
                <TableCell {...num}>{r.pending ? <Button size="small" color="warning" sx={COUNT_BUTTON} onClick={open} aria-label={`${formatNumber(r.pending)} ${t('show_problems')} ${r.party} ${r.kind} (${t('col_pending')})`}>{formatNumber(r.pending)}</Button> : 0}</TableCell>
                <TableCell>{formatDateTime(r.last_at)}</TableCell>
              </TableRow>
            );
          })}
          {c.rows.length ? (
            <TableRow>
              <TableCell colSpan={4} sx={{ fontWeight: 600 }}>{t('total_row')}</TableCell>
              <TableCell {...num}>{formatNumber(c.totals.total)}</TableCell>
              <TableCell {...num}>{formatNumber(c.totals.failed)}</TableCell>
              <TableCell {...num}>{formatNumber(c.totals.pending)}</TableCell>
              <TableCell />
            </TableRow>
          ) : !c.loading ? <TableRow><TableCell colSpan={8}>{t('none')}</TableCell></TableRow> : null}
        </TableBody>
      </Table></TableScroll>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h2">{problemsTitle}</Typography>
        {c.scope ? <Button size="small" onClick={() => c.setScope(undefined)}>{t('all_problems')}</Button> : null}
      </Box>
      {c.truncated ? <Alert severity="info" sx={{ mb: 1 }}>{t('truncated', { n: MAX_PROBLEMS })}</Alert> : null}
      <TableScroll label={t('problems')}><Table size="small" aria-label={t('problems')} sx={ONE_LINE}>
        <TableHead><TableRow>{PROBLEMS.map((k) => <TableCell key={k}>{t(`col_${k}`)}</TableCell>)}</TableRow></TableHead>
        <TableBody>
          {c.problems.map((p, i) => (
            <TableRow key={`${p.source}-${p.ref ?? ''}-${i}`}>
              <TableCell>{t(`type_${p.party_type}`)}</TableCell>
              <TableCell>{p.party}</TableCell>
              <TableCell>{kindOf(p.kind)}</TableCell>
              <TableCell>{t(`dir_${p.direction}`)}</TableCell>
              <TableCell><Chip size="small" color={p.state === 'failed' ? 'error' : 'warning'} label={t(`state_${p.state}`)} /></TableCell>
              <TableCell>{p.ref ?? ''}</TableCell>
              <TableCell>{formatDateTime(p.at)}</TableCell>
              <TableCell>{p.source}</TableCell>
              <TableCell sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={p.reason ?? undefined}>{p.reason ?? ''}</TableCell>
            </TableRow>
          ))}
          {!c.problems.length && !c.loading ? <TableRow><TableCell colSpan={9}>{t('no_problems')}</TableCell></TableRow> : null}
        </TableBody>
      </Table></TableScroll>
    </Box>
  );
}
