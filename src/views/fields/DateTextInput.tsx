// The date and date-time kinds' form input and list filter: react-admin's input state around a
// DateTextField (YYYY-MM-DD text in every language, ISO values, null when empty).
import type { ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { DateTextField } from './DateTextField';

export interface DateTextInputProps {
  source: string;
  label?: string | ReactNode;
  withTime?: boolean;
  isRequired?: boolean;
  readOnly?: boolean;
  helperText?: ReactNode | false;
  /** Read by react-admin's filter form (shown without being added). */
  alwaysOn?: boolean;
}

export function DateTextInput({ source, label, withTime = false, isRequired, readOnly, helperText }: DateTextInputProps) {
  const { field, fieldState, isRequired: required, id } = useInput({ source, isRequired, readOnly });
  const problem = fieldState.error?.message;
  return (
    <DateTextField
      id={id}
      size="small"
      margin="dense"
      withTime={withTime}
      value={field.value as string | null | undefined}
      onChange={(iso) => field.onChange(iso || null)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={readOnly}
      label={label === false ? undefined : <FieldTitle label={label as string} source={source} isRequired={required} />}
      error={!!problem && fieldState.isTouched}
      helperText={helperText === false && !problem ? undefined : <InputHelperText error={fieldState.isTouched ? problem : undefined} helperText={helperText === false ? undefined : helperText} />}
    />
  );
}
