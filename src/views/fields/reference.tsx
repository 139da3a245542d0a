// Reference: the id of one record of another resource, shown by that record's title field.
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { labelIn, type ReferenceField as ReferenceFieldDecl } from '../../schema';
import { raName } from '../../schema/names';
import { useRegistry } from '../../shell/modules/RegistryContext';
import { fieldLabelKey, useHelpText, useUiLocale } from './common';
import { LockedReference } from './LockedReference';
import { mayPickReference } from './referenceAccess';
import { ReferenceTitle } from './ReferenceTitle';
import type { FieldKindView } from './types';

/** The referenced resource's react-admin name and the field that names its records (from its slim entry). */
export function useReferenceTarget(reference: string) {
  const target = useRegistry().findEntry(reference);
  if (!target) throw new Error(`reference to "${reference}": no such declaration`);
  return { resource: raName(target), titleField: target.titleField };
}

export const reference: FieldKindView<ReferenceFieldDecl> = {
  Field: ({ name, field }) => {
    const target = useReferenceTarget(field.reference);
    return (
      <ReferenceTitle source={name} resource={target.resource} />
    );
  },
  Input: function ReferenceKindInput({ name, field, decl, readOnly }) {
    const target = useReferenceTarget(field.reference);
    const { findEntry } = useRegistry();
    const help = useHelpText(field);
    const locale = useUiLocale();
    if (!mayPickReference(field, findEntry)) return <LockedReference name={name} field={field} decl={decl} />;
    // The label is explicit: inside ReferenceInput the resource context is the referenced resource.
    return (
      <ReferenceInput source={name} reference={target.resource}>
        <AutocompleteInput
          optionText={target.titleField}
          // A grid line's cell is named by its path (items.0.material_id), which no catalogue key matches: its own words.
          label={name.includes('.') ? labelIn(field.label, locale) : fieldLabelKey(decl, name)}
          isRequired={!!field.required}
          readOnly={readOnly || field.readOnly}
          helperText={help}
        />
      </ReferenceInput>
    );
  },
  Filter: ({ field, source, label, alwaysOn }) => {
    const target = useReferenceTarget(field.reference);
    return (
      <ReferenceInput source={source} reference={target.resource} alwaysOn={alwaysOn}>
        <AutocompleteInput optionText={target.titleField} label={label} helperText={false} />
      </ReferenceInput>
    );
  },
};
