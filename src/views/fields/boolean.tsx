import { BooleanField, BooleanInput, NullableBooleanInput } from 'react-admin';
import type { BooleanField as BooleanFieldDecl } from '../../schema';
import { inputProps, useHelpText } from './common';
import type { FieldKindView } from './types';

export const boolean: FieldKindView<BooleanFieldDecl> = {
  Field: ({ name }) => <BooleanField source={name} />,
  Input: function BooleanKindInput({ name, field, readOnly }) {
    const help = useHelpText(field);
    return <BooleanInput {...inputProps(name, field, readOnly)} helperText={help} />;
  },
  // A filter needs a third state, "either", so it can be cleared without removing it.
  Filter: ({ source, label, alwaysOn }) => <NullableBooleanInput source={source} label={label} alwaysOn={alwaysOn} helperText={false} />,
};
