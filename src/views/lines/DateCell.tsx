// A date cell of the lines grid: typed as text in the spec's YYYY-MM-DD order (R27) whatever the
// browser's language (a native date input shows mm/dd/yyyy in an English Chromium). "2026/3/1" or
// "20260301" becomes 2026-03-01 on leaving the cell; a wrong text is kept for the line rules to mark.
import { InputBase } from '@mui/material';
import type { ControllerRenderProps } from 'react-hook-form';
import { DATE_TEXT_WORDS, parseDateText } from '../../i18n/dateText';
import { labelIn } from '../../schema';
import type { Locale } from '../../schema/types';

interface DateCellProps {
  bound: ControllerRenderProps;
  locale: Locale;
  invalid: boolean;
  cell: Record<string, unknown>;
}

export function DateCell({ bound, locale, invalid, cell }: DateCellProps) {
  const value = typeof bound.value === 'string' ? bound.value : '';
  return (
    <InputBase
      fullWidth
      value={value}
      placeholder={labelIn(DATE_TEXT_WORDS.date, locale)}
      onChange={(e) => bound.onChange(e.target.value)}
      onBlur={() => {
        const day = parseDateText(value);
        if (day !== undefined && day !== value) bound.onChange(day);
        bound.onBlur();
      }}
      inputRef={bound.ref}
      error={invalid}
      inputProps={{ ...cell, inputMode: 'numeric', autoComplete: 'off', spellCheck: false }}
      sx={{ px: 1, ...(invalid ? { bgcolor: 'error.light', color: 'error.contrastText' } : {}) }}
    />
  );
}
