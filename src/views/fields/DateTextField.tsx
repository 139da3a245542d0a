// A date (or date-time) typed as text in the spec's YYYY-MM-DD order, whatever the browser's language,
// with a calendar button that opens the native picker. The value in and out is ISO ("" when empty); a
// partial or wrong text is kept as typed and marked on leaving the field, never sent.
import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useRef, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { DATE_TEXT_WORDS, dateTextOf, parseDateText, parseDateTimeText, pickerValueOf } from '../../i18n/dateText';
import { labelIn } from '../../schema';

export interface DateTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type'> {
  value: string | null | undefined;
  onChange: (iso: string) => void;
  withTime?: boolean;
}

export function DateTextField({ value, onChange, withTime = false, helperText, error, slotProps, disabled, onBlur, ...rest }: DateTextFieldProps) {
  const [locale] = useLocaleState();
  const parse = withTime ? parseDateTimeText : parseDateText;
  const iso = value ?? '';
  const [text, setText] = useState(() => dateTextOf(iso, withTime));
  const [wrong, setWrong] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (cleared filters, the picker) shows; the text being typed for it stays.
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  const [seen, setSeen] = useState(iso);
  if (seen !== iso) {
    setSeen(iso);
    if ((parse(text) ?? '') !== iso) setText(dateTextOf(iso, withTime));
  }

  const take = (next: string) => {
    setText(next);
    const parsed = parse(next);
    if (parsed !== undefined) {
      setWrong(false);
      if ((parsed ?? '') !== iso) onChange(parsed ?? '');
    }
  };
  const format = labelIn(withTime ? DATE_TEXT_WORDS.datetime : DATE_TEXT_WORDS.date, locale);
  const fromPicker = (local: string) => take(local.replace('T', ' '));

  return (
    <TextField
      {...rest}
      disabled={disabled}
      value={text}
      onChange={(e) => take(e.target.value)}
      onBlur={(e) => {
        // A day written another way ("2026/3/1") is shown the spec's way once the user leaves it.
        const parsed = parse(text);
        setWrong(parsed === undefined);
        if (parsed !== undefined) setText(dateTextOf(parsed, withTime));
        onBlur?.(e);
      }}
      placeholder={format}
      error={error || wrong}
      helperText={wrong ? labelIn(DATE_TEXT_WORDS.invalid, locale).replace('%{format}', format) : helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" disabled={disabled} aria-label={labelIn(DATE_TEXT_WORDS.pick, locale)} onClick={() => picker.current?.showPicker?.()}>
                <EventIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type={withTime ? 'datetime-local' : 'date'}
                tabIndex={-1}
                aria-hidden
                aria-label={labelIn(DATE_TEXT_WORDS.pick, locale)}
                value={pickerValueOf(iso, withTime)}
                onChange={(e) => fromPicker(e.target.value)}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0, pointerEvents: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
