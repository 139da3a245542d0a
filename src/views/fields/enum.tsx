// Enum: a fixed list of options, labelled in the current UI language.
import { SelectField, SelectInput } from 'react-admin';
import type { EnumField } from '../../schema';
import { inputProps, localized, useHelpText, useUiLocale } from './common';
import type { FieldKindView } from './types';

function useChoices(field: EnumField) {
  const locale = useUiLocale();
  return field.options.map((o) => ({ id: o.value, name: localized(o.label, locale) }));
}

export const enumView: FieldKindView<EnumField> = {
  Field: function EnumKindField({ name, field }) {
    return <SelectField source={name} choices={useChoices(field)} translateChoice={false} />;
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
