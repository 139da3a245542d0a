// The PSI screen's choices: rule, period, current/previous, filters, sort, what-if and export.
import { Box, Button, Checkbox, FormControlLabel, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PSI_STATUSES } from '../../../contract/psi/engine';
import { groupColumns, PSI_RULES } from '../../../contract/psi/rules';
import { PSI_SORTS } from '../../../contract/psi/types';
import type { PsiController } from './usePsiController';

const T = 'screens.psi';

export function PsiToolbar({ c }: { c: PsiController }) {
  const translate = useTranslate();
  const column = (k: string) => translate(`${T}.columns.${k}`);
  const sortLabel = (s: string) => (s === 'totalDemand' ? `${column('total')} ${translate(`${T}.lines.demand`)}` : s === 'totalESD' ? `${column('total')} ${translate(`${T}.lines.esd`)}` : s === 'status' ? translate(`${T}.status`) : column(s));
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
      <TextField id="psi-rule" select size="small" fullWidth={false} label={translate(`${T}.rule`)} value={String(c.rule)} onChange={(e) => c.set({ rule: e.target.value })} sx={{ width: 330 }}>
        {PSI_RULES.map((r) => (
          <MenuItem key={r} value={String(r)}>{translate(`${T}.rule_option`, { rule: r, columns: groupColumns(r).map(column).join(', ') })}</MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup size="small" exclusive value={c.period} aria-label={translate(`${T}.period`)} onChange={(_e, v) => v && c.set({ period: v === 'week' ? null : v })}>
        <ToggleButton value="week">{translate(`${T}.week`)}</ToggleButton>
        <ToggleButton value="month">{translate(`${T}.month`)}</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup size="small" exclusive value={c.previous ? 'previous' : 'current'} aria-label={translate(`${T}.block`)} onChange={(_e, v) => v && c.set({ view: v === 'previous' ? 'previous' : null })}>
        <ToggleButton value="current">{translate(`${T}.current`)}</ToggleButton>
        <ToggleButton value="previous">{translate(`${T}.previous`)}</ToggleButton>
      </ToggleButtonGroup>
      <KeywordField key={c.filters.keyword} value={c.filters.keyword} label={translate(`${T}.keyword`)} onSearch={(v) => c.set({ keyword: v || null })} />
      <TextField id="psi-bg" select size="small" fullWidth={false} label={translate(`${T}.bg`)} value={c.filters.bg} onChange={(e) => c.set({ bg: e.target.value || null })} sx={{ width: 120 }} SelectProps={{ displayEmpty: true }} InputLabelProps={{ shrink: true }}>
        <MenuItem value="">{translate(`${T}.all_bgs`)}</MenuItem>
        {c.bgs.map((b) => <MenuItem key={b.id} value={b.code}>{b.code}</MenuItem>)}
      </TextField>
      <TextField id="psi-status" select size="small" fullWidth={false} label={translate(`${T}.status`)} value={c.filters.status} onChange={(e) => c.set({ status: e.target.value || null })} sx={{ width: 200 }} SelectProps={{ displayEmpty: true }} InputLabelProps={{ shrink: true }}>
        <MenuItem value="">{translate(`${T}.any_status`)}</MenuItem>
        {PSI_STATUSES.map((s) => <MenuItem key={s} value={s}>{translate(`${T}.statuses.${s}`)}</MenuItem>)}
      </TextField>
      <TextField id="psi-swap" select size="small" fullWidth={false} label={translate(`${T}.swaps`)} value={c.filters.swap} onChange={(e) => c.set({ swap: e.target.value || null })} sx={{ width: 160 }} SelectProps={{ displayEmpty: true }} InputLabelProps={{ shrink: true }}>
        <MenuItem value="">{translate(`${T}.any_swap`)}</MenuItem>
        {(['pending', 'agreed', 'refused'] as const).map((s) => <MenuItem key={s} value={s}>{translate(`${T}.swap_statuses.${s}`)}</MenuItem>)}
      </TextField>
      <TextField id="psi-sort" select size="small" fullWidth={false} label={translate(`${T}.sort`)} value={c.filters.sort} onChange={(e) => c.set({ sort: e.target.value || null })} sx={{ width: 160 }} SelectProps={{ displayEmpty: true }} InputLabelProps={{ shrink: true }}>
        <MenuItem value="">{translate(`${T}.sort_default`)}</MenuItem>
        {PSI_SORTS.map((s) => <MenuItem key={s} value={s}>{sortLabel(s)}</MenuItem>)}
      </TextField>
      <ToggleButtonGroup size="small" exclusive value={c.filters.order} aria-label={translate(`${T}.sort`)} onChange={(_e, v) => v && c.set({ order: v === 'asc' ? null : v })}>
        <ToggleButton value="asc">{translate(`${T}.order_asc`)}</ToggleButton>
        <ToggleButton value="desc">{translate(`${T}.order_desc`)}</ToggleButton>
      </ToggleButtonGroup>
      <FormControlLabel control={<Checkbox size="small" checked={c.filters.sync} onChange={(e) => c.set({ sync: e.target.checked ? '1' : null })} />} label={translate(`${T}.sync`)} />
      <ToggleButton size="small" value="whatif" selected={c.whatIfMode} disabled={c.previous} onChange={() => c.set({ whatif: c.whatIfMode ? null : '1' })}>
        {translate(`${T}.what_if`)}
      </ToggleButton>
      {Object.keys(c.edits).length ? <Button size="small" onClick={c.resetEdits}>{translate(`${T}.what_if_reset`)}</Button> : null}
      <Button variant="contained" size="small" onClick={() => void c.exportBook()} disabled={c.exporting || !c.data?.total}>
        {translate(`${T}.export`)}
      </Button>
    </Box>
  );
}

/** The keyword, typed freely and searched on Enter or leaving the field (a new search remounts it). */
function KeywordField({ value, label, onSearch }: { value: string; label: string; onSearch: (v: string) => void }) {
  const [text, setText] = useState(value);
  return (
    <Box component="form" onSubmit={(e) => { e.preventDefault(); onSearch(text.trim()); }}>
      <TextField id="psi-keyword" size="small" fullWidth={false} type="search" label={label} value={text} onChange={(e) => setText(e.target.value)} onBlur={() => text.trim() !== value && onSearch(text.trim())} sx={{ width: 250 }} />
    </Box>
  );
}
