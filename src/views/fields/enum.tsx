// Enum: a fixed list of options, labelled in the current UI language.
import { Chip } from '@mui/material';
import { SelectField, SelectInput, useRecordContext } from 'react-admin';
import type { EnumField } from '../../schema';
import { inputProps, localized, useHelpText, useUiLocale } from './common';
import type { FieldKindView } from './types';

function useChoices(field: EnumField) {
  const locale = useUiLocale();
  return field.options.map((o) => ({ id: o.value, name: localized(o.label, locale) }));
}

/** A state (an option with a colour) as a small coloured chip. */
function StateChip({ name, field }: { name: string; field: EnumField }) {
  const locale = useUiLocale();
  const record = useRecordContext();
  const option = field.options.find((o) => o.value === record?.[name]);
  if (!option) return null;
  return <Chip size="small" color={option.color ?? 'default'} variant={option.color && option.color !== 'default' ? 'filled' : 'outlined'} label={localized(option.label, locale)} />;
}

function PlainEnum({ name, field }: { name: string; field: EnumField }) {
  return <SelectField source={name} choices={useChoices(field)} translateChoice={false} />;
}

export const enumView: FieldKindView<EnumField> = {
  Field: function EnumKindField({ name, field }) {
    return field.options.some((o) => o.color) ? <StateChip name={name} field={field} /> : <PlainEnum name={name} field={field} />;
  },
  Input: function EnumKindInput({ name, field, readOnly }) {
    const help = useHelpText(field);
    // Required enums get no empty entry (react-admin drops it when isRequired).
    return <SelectInput {...inputProps(name, field, readOnly)} choices={useChoices(field)} translateChoice={false} helperText={help} />;
  },
  Filter: function EnumKindFilter({ source, label, alwaysOn, field }) {
    return <SelectInput source={source} label={label} alwaysOn={alwaysOn} choices={useChoices(field)} translateChoice={false} helperText={false} />;
  },
};
