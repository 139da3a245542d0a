// Date-time: an instant, shown in the browser's time zone as YYYY-MM-DD HH:mm.
import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import type { DateTimeField } from '../../schema';
import { formatDateTime } from '../../i18n/format';
import { inputProps, useHelpText } from './common';
import { DateTextInput } from './DateTextInput';
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
    return <DateTextInput {...inputProps(name, field, readOnly)} withTime helperText={help} />;
  },
  Filter: ({ source, label, alwaysOn }) => <DateTextInput source={source} label={label} alwaysOn={alwaysOn} withTime helperText={false} />,
};
