import { BooleanField, BooleanInput, NullableBooleanInput } from 'react-admin';
import type { BooleanField as BooleanFieldDecl } from '../../schema';
import { inputProps, useHelpText } from './common';
import type { FieldKindView } from './types';

/**
 * A yes/no the record may leave unsaid (not required, no declared default: a proposal's "RoHS" means
 * "leave as it is" when blank). A checkbox cannot say that: untouched, react-admin submits it as false.
 */
const mayBeUnsaid = (field: BooleanFieldDecl) => !field.required && field.defaultValue === undefined;

export const boolean: FieldKindView<BooleanFieldDecl> = {
  Field: ({ name }) => <BooleanField source={name} />,
  Input: function BooleanKindInput({ name, field, readOnly }) {
    const help = useHelpText(field);
    if (mayBeUnsaid(field)) return <NullableBooleanInput {...inputProps(name, field, readOnly)} helperText={help} />;
    return <BooleanInput {...inputProps(name, field, readOnly)} helperText={help} />;
  },
  // A filter needs a third state, "either", so it can be cleared without removing it.
  Filter: ({ source, label, alwaysOn }) => <NullableBooleanInput source={source} label={label} alwaysOn={alwaysOn} helperText={false} />,
};
