// Shared by integer, decimal and money: shown with our formatter, typed in a number input.
import { Typography } from '@mui/material';
import { NumberInput, useFieldValue } from 'react-admin';
import type { DecimalField, IntegerField, MoneyField } from '../../schema';
import { formatNumber, shownDecimals } from '../../i18n/format';
import { inputProps, useHelpText } from './common';
import type { FieldKindView } from './types';

type NumberFieldDecl = IntegerField | DecimalField | MoneyField;

/** Thousands separators, negatives in parentheses, trailing zeros trimmed: amounts 2 decimals, unit
 *  prices and quantities up to their declared scale (shownDecimals). */
export function NumberValue({ name, field }: { name: string; field: NumberFieldDecl }) {
  const value: unknown = useFieldValue({ source: name });
  if (value === null || value === undefined || value === '') return null;
  const numeric = typeof value === 'number' ? value : String(value);
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatNumber(numeric, shownDecimals(name, field))}
    </Typography>
  );
}

export function numberView<F extends NumberFieldDecl>(): FieldKindView<F> {
  return {
    align: 'right',
    Field: ({ name, field }) => <NumberValue name={name} field={field} />,
    Input: function NumberKindInput({ name, field, readOnly }) {
      const help = useHelpText(field);
      const scale = 'scale' in field ? field.scale : 0;
      const min = 'min' in field ? field.min : undefined;
      return <NumberInput {...inputProps(name, field, readOnly)} step={scale ? 1 / 10 ** Math.min(scale, 4) : 1} min={min} helperText={help} />;
    },
    Filter: ({ source, label, alwaysOn }) => <NumberInput source={source} label={label} alwaysOn={alwaysOn} helperText={false} />,
  };
}
