// Multi-reference: an array of ids of another resource's records, shown as chips.
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput } from 'react-admin';
import type { MultiReferenceField } from '../../schema';
import { fieldLabelKey, useHelpText } from './common';
import { LockedReference } from './LockedReference';
import { mayPickReference } from './referenceAccess';
import { useReferenceTarget } from './reference';
import { useRegistry } from '../../shell/modules/RegistryContext';
import { ReferenceTitles } from './ReferenceTitle';
import type { FieldKindView } from './types';

export const multiReference: FieldKindView<MultiReferenceField> = {
  Field: ({ name, field }) => {
    const target = useReferenceTarget(field.reference);
    return (
      <ReferenceTitles source={name} resource={target.resource} />
    );
  },
  Input: function MultiReferenceKindInput({ name, field, decl, readOnly }) {
    const target = useReferenceTarget(field.reference);
    const { findEntry } = useRegistry();
    const help = useHelpText(field);
    if (!mayPickReference(field, findEntry)) return <LockedReference name={name} field={field} decl={decl} />;
    return (
      <ReferenceArrayInput source={name} reference={target.resource}>
        <AutocompleteArrayInput
          optionText={target.titleField}
          label={fieldLabelKey(decl, name)}
          isRequired={!!field.required}
          readOnly={readOnly || field.readOnly}
          helperText={help}

        />
      </ReferenceArrayInput>
    );
  },
  // The API reads `field=<id>` on a multi-reference as "holds this id": one record is picked.
  Filter: ({ field, source, label, alwaysOn }) => {
    const target = useReferenceTarget(field.reference);
    return (
      <ReferenceInput source={source} reference={target.resource} alwaysOn={alwaysOn}>
        <AutocompleteInput optionText={target.titleField} label={label} helperText={false} />
      </ReferenceInput>
    );
  },
};
