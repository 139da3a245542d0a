// JSON: any structured value, shown and edited as pretty-printed text.
import { Box } from '@mui/material';
import { TextInput, useFieldValue } from 'react-admin';
import type { JsonField } from '../../schema';
import { inputProps, useHelpText } from './common';
import type { FieldKindView } from './types';

/** Objects become indented text; text the user is typing is kept as it is until submit parses it. */
const toText = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2));

function JsonValue({ name }: { name: string }) {
  const value: unknown = useFieldValue({ source: name });
  if (value === null || value === undefined) return null;
  return (
    <Box component="pre" sx={{ m: 0, fontFamily: 'monospace', fontSize: '0.8rem', whiteSpace: 'pre-wrap' }}>
      {toText(value)}
    </Box>
  );
}

export const json: FieldKindView<JsonField> = {
  Field: ({ name }) => <JsonValue name={name} />,
  Input: function JsonKindInput({ name, field, readOnly }) {
    const help = useHelpText(field);
    // The shared yup rule parses the text on submit and reports invalid JSON on the field.
    return (
      <TextInput
        {...inputProps(name, field, readOnly)}
        multiline
        minRows={4}
        fullWidth
        format={toText}
        helperText={help}
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace' }, spellCheck: false } }}
      />
    );
  },
};
