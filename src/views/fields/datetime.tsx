// Date-time: an instant, shown in the browser's time zone as YYYY-MM-DD HH:mm.
import { Typography } from '@mui/material';
import { DateTimeInput, useFieldValue } from 'react-admin';
import type { DateTimeField } from '../../schema';
import { formatDateTime } from '../../i18n/format';
import { inputProps, useHelpText } from './common';
import type { FieldKindView } from './types';

export function DateTimeValue({ name }: { name: string }) {
  const value: unknown = useFieldValue({ source: name });
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(value as string)}
    </Typography>
  );
}

export const datetime: FieldKindView<DateTimeField> = {
  Field: ({ name }) => <DateTimeValue name={name} />,
  Input: function DateTimeKindInput({ name, field, readOnly }) {
    const help = useHelpText(field);
    return <DateTimeInput {...inputProps(name, field, readOnly)} helperText={help} />;
  },
  Filter: ({ source, label, alwaysOn }) => <DateTimeInput source={source} label={label} alwaysOn={alwaysOn} helperText={false} />,
};
