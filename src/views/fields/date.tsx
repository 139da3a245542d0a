// Date: a calendar day, always written YYYY-MM-DD (the spec's format, whatever the locale).
import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import type { DateField } from '../../schema';
import { formatDate } from '../../i18n/format';
import { inputProps, useHelpText } from './common';
import { DateTextInput } from './DateTextInput';
import type { FieldKindView } from './types';

export function DateValue({ name }: { name: string }) {
  const value: unknown = useFieldValue({ source: name });
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDate(value as string)}
    </Typography>
  );
}

export const date: FieldKindView<DateField> = {
  Field: ({ name }) => <DateValue name={name} />,
  Input: function DateKindInput({ name, field, readOnly }) {
    const help = useHelpText(field);
    return <DateTextInput {...inputProps(name, field, readOnly)} helperText={help} />;
  },
  Filter: ({ source, label, alwaysOn }) => <DateTextInput source={source} label={label} alwaysOn={alwaysOn} helperText={false} />,
};
