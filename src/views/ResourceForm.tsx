// The create and edit form: one input per declared field, validated by the shared yup schema.
// Server-side field errors (HttpError body.errors) are shown by react-admin on the matching inputs.
import { useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import type { ResourceDeclaration } from '../schema';
import { inputElement } from './fieldElements';
import { useUiLocale } from './fields/common';
import { formResolver } from './formResolver';
import { useResourceDeclaration } from './useResourceDeclaration';

/** Declared default values for a new record. */
export function defaultValuesOf(decl: ResourceDeclaration): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(decl.fields)) if (field.defaultValue !== undefined) values[name] = field.defaultValue;
  return values;
}

export function ResourceForm({ mode }: { mode: 'create' | 'edit' }) {
  const decl = useResourceDeclaration();
  const locale = useUiLocale();
  const resolver = useMemo(() => formResolver(decl, locale), [decl, locale]);
  const defaultValues = useMemo(() => defaultValuesOf(decl), [decl]);
  // Read-only fields are server-set: there is nothing to show before the record exists.
  const names = Object.keys(decl.fields).filter((name) => mode === 'edit' || !decl.fields[name].readOnly);
  return (
    <SimpleForm resolver={resolver} defaultValues={defaultValues}>
      {names.map((name) => inputElement(decl, name))}
    </SimpleForm>
  );
}
