// One cell of the lines grid, bound to the form by react-hook-form. Text, numbers and dates are plain
// text inputs (so a pasted "1,200" is kept as typed and checked by the shared rules; dates YYYY-MM-DD,
// DateCell); booleans a checkbox, enums a select, anything else the field kind's own input. Read-only
// cells show the value in the lists' formats.
import { Checkbox, InputBase, NativeSelect } from '@mui/material';
import { useController } from 'react-hook-form';
import { labelIn, type Field, type ResourceDeclaration } from '../../schema';
import { useUiLocale } from '../fields/common';
import { viewOf } from '../fields';
import { capText } from '../fields/text';
import { formatDate, formatDateTime, formatNumber, shownDecimals } from '../../i18n/format';
import { DateCell } from './DateCell';

interface CellProps {
  /** The form path of the value: `items.2.qty`. */
  path: string;
  field: Field;
  lineDecl: ResourceDeclaration;
  row: number;
  col: number;
  /** "Quantity, row 3": what a screen reader (and a test) calls the cell. */
  ariaLabel: string;
  invalid: boolean;
  /** What a read-only cell shows instead of the raw value (a reference's title). */
  shown?: unknown;
}

const INPUT_KINDS = new Set(['text', 'integer', 'decimal', 'money']);

/** A read-only value in the lists' formats: numbers R26, dates R27. */
function readOnlyText(name: string, field: Field, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'money') return formatNumber(value as string, shownDecimals(name, field));
  if (field.kind === 'date') return formatDate(String(value));
  if (field.kind === 'datetime') return formatDateTime(String(value));
  return String(value);
}

export function LineCell({ path, field, lineDecl, row, col, ariaLabel, invalid, shown }: CellProps) {
  const locale = useUiLocale();
  const { field: bound } = useController({ name: path });
  const cell = { 'data-cell': `${row}:${col}`, 'aria-label': ariaLabel, 'aria-invalid': invalid || undefined };
  const value = bound.value ?? '';
  if (field.readOnly) return <span {...cell}>{shown !== undefined && shown !== null ? String(shown) : readOnlyText(path.split('.').pop()!, field, value)}</span>;
  if (field.kind === 'date') return <DateCell bound={bound} locale={locale} invalid={invalid} cell={cell} />;
  if (INPUT_KINDS.has(field.kind)) {
    const numeric = field.kind !== 'text';
    return (
      <InputBase
        fullWidth
        value={value}
        type="text"
        // A text cell is cut at its byte cap as typed or pasted (R17), like the form's text inputs.
        onChange={(e) => bound.onChange(numeric ? e.target.value : capText(e.target.value, field.kind === 'text' ? field.maxBytes : undefined))}
        onBlur={bound.onBlur}
        inputRef={bound.ref}
        error={invalid}
        inputProps={{ ...cell, inputMode: numeric ? 'decimal' : undefined, style: numeric ? { textAlign: 'right' } : undefined }}
        sx={{ px: 1, ...(invalid ? { bgcolor: 'error.light', color: 'error.contrastText' } : {}) }}
      />
    );
  }
  if (field.kind === 'boolean') return <Checkbox checked={!!bound.value} onChange={(e) => bound.onChange(e.target.checked)} inputProps={cell} />;
  if (field.kind === 'enum') {
    return (
      <NativeSelect value={value} onChange={(e) => bound.onChange(e.target.value || null)} inputProps={cell} disableUnderline fullWidth>
        <option value="" />
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {labelIn(o.label, locale)}
          </option>
        ))}
      </NativeSelect>
    );
  }
  const { Input } = viewOf(field);
  return (
    <span {...{ 'data-cell': `${row}:${col}` }}>
      <Input name={path} field={field} decl={lineDecl} />
    </span>
  );
}
