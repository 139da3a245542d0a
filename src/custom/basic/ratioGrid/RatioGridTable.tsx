// The grid's rows: saved ratios edited in place (ratio, remark), added rows with vendor and period,
// each cell with its row's problem under it. Saved rows can be selected for the audit.
import DeleteIcon from '@mui/icons-material/Delete';
import { Checkbox, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AUDIT_STATUSES } from '../../../resources/basic/hr/model/vendorRatio';
import { localized, useUiLocale } from '../../../views/fields/common';
import { isChanged, type RatioGridController, type RatioRow } from './useRatioGridController';
import { VendorPicker } from './VendorPicker';

const T = 'screens.ratio_grid';

interface Props {
  c: RatioGridController;
  selected: Set<number>;
  onSelect: (ids: Set<number>) => void;
  selectable: boolean;
  /** Whether the signed-in auditor may audit this row (not one they changed last). */
  mayAudit: (r: RatioRow) => boolean;
}

export function RatioGridTable({ c, selected, onSelect, selectable, mayAudit }: Props) {
  const translate = useTranslate();
  const locale = useUiLocale();
  const saved = c.rows.filter((r) => r.id && mayAudit(r));
  const status = (value?: string) => {
    const option = AUDIT_STATUSES.find((o) => o.value === value);
    return option ? localized(option.label, locale) : '';
  };
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const cellInput = (r: RatioRow, field: 'ratio' | 'remark' | 'period', label: string) => {
    const error = c.errors[r.key]?.[field];
    return (
      <TextField
        size="small"
        value={r[field]}
        error={Boolean(error)}
        helperText={error}
        onChange={(e) => c.setCell(r.key, field, e.target.value)}
        slotProps={{ htmlInput: { 'aria-label': `${label} ${r.vendor ?? translate(`${T}.new_row`)} ${r.period}`, inputMode: field === 'ratio' ? 'decimal' : undefined } }}
      />
    );
  };
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(`${T}.title`)}>
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={saved.length > 0 && saved.every((r) => selected.has(r.id!))}
                  onChange={(e) => onSelect(new Set(e.target.checked ? saved.map((r) => r.id!) : []))}
                  slotProps={{ input: { 'aria-label': translate(`${T}.select_all`) } }}
                />
              </TableCell>
            )}
            <TableCell>{translate(`${T}.vendor`)}</TableCell>
            <TableCell>{translate(`${T}.period`)}</TableCell>
            <TableCell>{translate(`${T}.ratio`)}</TableCell>
            <TableCell>{translate(`${T}.remark`)}</TableCell>
            <TableCell>{translate(`${T}.audit_status`)}</TableCell>
            <TableCell>{translate(`${T}.audit_memo`)}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {c.rows.map((r) => (
            <TableRow key={r.key} selected={isChanged(r)} data-changed={isChanged(r) ? 'true' : undefined}>
              {selectable && (
                <TableCell padding="checkbox">
                  {r.id && (
                    <Checkbox
                      checked={selected.has(r.id)}
                      disabled={!mayAudit(r)}
                      title={mayAudit(r) ? undefined : translate(`${T}.own_ratio`, { vendor: r.vendor ?? '', period: r.period })}
                      onChange={() => toggle(r.id!)}
                      slotProps={{ input: { 'aria-label': translate(mayAudit(r) ? `${T}.select` : `${T}.own_ratio`, { vendor: r.vendor ?? '', period: r.period }) } }}
                    />
                  )}
                </TableCell>
              )}
              <TableCell>
                {r.id ? (
                  r.vendor
                ) : (
                  <VendorPicker
                    label={translate(`${T}.vendor`)}
                    value={r.vendor_id ? { id: r.vendor_id, title: r.vendor ?? '' } : undefined}
                    error={c.errors[r.key]?.vendor_id}
                    onChange={(v) => c.setVendor(r.key, v)}
                  />
                )}
              </TableCell>
              <TableCell>{r.id ? r.period : cellInput(r, 'period', translate(`${T}.period`))}</TableCell>
              <TableCell>{cellInput(r, 'ratio', translate(`${T}.ratio`))}</TableCell>
              <TableCell>{cellInput(r, 'remark', translate(`${T}.remark`))}</TableCell>
              <TableCell>{status(r.audit_status)}</TableCell>
              <TableCell>{r.audit_memo}</TableCell>
              <TableCell>
                {!r.id && (
                  <IconButton aria-label={translate(`${T}.remove_row`)} onClick={() => c.removeRow(r.key)} size="small">
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
