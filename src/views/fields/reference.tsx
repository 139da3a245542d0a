// Reference: the id of one record of another resource, shown by that record's title field.
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { ReferenceField as ReferenceFieldDecl } from '../../schema';
import { getResource, raName } from '../../resources';
import { fieldLabelKey, useHelpText } from './common';
import { ReferenceTitle } from './ReferenceTitle';
import type { FieldKindView } from './types';

/** The referenced resource's react-admin name and the field that names its records. */
export function referenceTarget(reference: string) {
  const target = getResource(reference);
  return { resource: raName(target), titleField: target.titleField };
}

export const reference: FieldKindView<ReferenceFieldDecl> = {
  Field: ({ name, field }) => {
    const target = referenceTarget(field.reference);
    return (
      <ReferenceTitle source={name} resource={target.resource} />
    );
  },
  Input: function ReferenceKindInput({ name, field, decl, readOnly }) {
    const target = referenceTarget(field.reference);
    const help = useHelpText(field);
    // The label is explicit: inside ReferenceInput the resource context is the referenced resource.
    return (
      <ReferenceInput source={name} reference={target.resource}>
        <AutocompleteInput
          optionText={target.titleField}
          label={fieldLabelKey(decl, name)}
          isRequired={!!field.required}
          readOnly={readOnly || field.readOnly}
          helperText={help}
        />
      </ReferenceInput>
    );
  },
  Filter: ({ field, source, label, alwaysOn }) => {
    const target = referenceTarget(field.reference);
    return (
      <ReferenceInput source={source} reference={target.resource} alwaysOn={alwaysOn}>
        <AutocompleteInput optionText={target.titleField} label={label} helperText={false} />
      </ReferenceInput>
    );
  },
};
