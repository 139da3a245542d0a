// Text: a byte-capped string (the spec counts UTF-8 bytes: a Chinese character takes 3). Typing or
// pasting beyond the cap is cut at it, never inside a character, and the field says so (R17); the
// API still refuses an over-cap value with a 400.
import { Box } from '@mui/material';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { TextField, TextInput } from 'react-admin';
import { truncateUtf8, utf8Length, type TextField as TextFieldDecl } from '../../schema';
import { inputProps, useHelpText, useTranslateOr } from './common';
import { LookupSuggestions, suggestionListId } from './LookupSuggestions';
import type { FieldKindView } from './types';

/** From this share of the cap on, the input counts the bytes: a short value needs no counter. */
export const NEAR_CAP = 0.8;

/** The value cut to `maxBytes` (R17), or the value itself when it fits; anything not text passes. */
export function capText(value: unknown, maxBytes: number | undefined): unknown {
  return typeof value !== 'string' || !maxBytes ? value : truncateUtf8(value, maxBytes);
}

/** "17 / 20 bytes" once the value nears its cap, red over it, after the declared hint if there is one; "cut" after a cut. */
function ByteCounter({ name, maxBytes, help, cut }: { name: string; maxBytes: number; help?: string; cut: boolean }) {
  const value: unknown = useWatch({ name });
  const t = useTranslateOr();
  const bytes = utf8Length(typeof value === 'string' ? value : value == null ? '' : String(value));
  // A zero-width space keeps the helper line, as every other input does: rows line up, and the
  // counter or an error appears without moving what is below.
  if (bytes < maxBytes * NEAR_CAP) return <span>{help ?? '\u200b'}</span>;
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{help}</span>
      <Box component="span" role={cut ? 'status' : undefined} sx={{ color: bytes > maxBytes || cut ? 'warning.dark' : undefined, whiteSpace: 'nowrap' }}>
        {cut ? t('app.input.cut', 'Cut at %{max} bytes', { max: maxBytes }) : t('app.input.bytes', '%{count} / %{max} bytes', { count: bytes, max: maxBytes })}
      </Box>
    </Box>
  );
}

export const text: FieldKindView<TextFieldDecl> = {
  Field: ({ name, field }) => <TextField source={name} sx={field.multiline ? { whiteSpace: 'pre-wrap' } : undefined} />,
  Input: function TextKindInput({ name, field, readOnly }) {
    const help = useHelpText(field);
    const listId = field.suggest ? suggestionListId(field.suggest) : undefined;
    const inputStyle = field.upperCase ? { style: { textTransform: 'uppercase' as const } } : {};
    const [cut, setCut] = useState(false);
    // Empty stays null, as react-admin's own parse has it.
    const parse = (value: string) => {
      if (value === '') return null;
      const capped = capText(value, field.maxBytes);
      setCut(capped !== value);
      return capped;
    };
    return (
      <>
        <TextInput
          {...inputProps(name, field, readOnly)}
          multiline={field.multiline}
          minRows={field.multiline ? 2 : undefined}
          fullWidth={field.multiline}
          parse={field.maxBytes ? parse : undefined}
          helperText={field.maxBytes ? <ByteCounter name={name} maxBytes={field.maxBytes} help={help} cut={cut} /> : help}
          // Codes are stored upper-case (the shared schema converts on submit); show them so while typing.
          slotProps={field.upperCase || listId ? { htmlInput: { ...inputStyle, list: listId } } : undefined}
        />
        {field.suggest && <LookupSuggestions path={field.suggest} />}
      </>
    );
  },
  Filter: ({ source, label, alwaysOn }) => <TextInput source={source} label={label} alwaysOn={alwaysOn} helperText={false} resettable />,
};
