// The create and edit form: one input per declared field, validated by the shared yup schema.
// Server-side field errors (HttpError body.errors) are shown by react-admin on the matching inputs.
import { useMemo } from 'react';
import { defaultValuesOf, gridLinesOf } from '../schema';
import { useUiLocale } from './fields/common';
import { lockedReferences } from './fields/referenceAccess';
import { formResolver } from './formResolver';
import { LaidOutForm } from './layout/LaidOutForm';
import { LinesGrid } from './lines/LinesGrid';
import { linesResolver } from './lines/linesResolver';
import { useResourceDeclaration } from './useResourceDeclaration';
import { useRegistry } from '../shell/modules/RegistryContext';

export function ResourceForm({ mode }: { mode: 'create' | 'edit' }) {
  const decl = useResourceDeclaration();
  const locale = useUiLocale();
  const { findEntry } = useRegistry();
  const resolver = useMemo(() => linesResolver(decl, locale, formResolver(decl, locale, lockedReferences(decl, findEntry))), [decl, locale, findEntry]);
  const defaultValues = useMemo(() => defaultValuesOf(decl), [decl]);
  // Read-only fields are server-set: there is nothing to show before the record exists.
  const names = Object.keys(decl.fields).filter((name) => mode === 'edit' || !decl.fields[name].readOnly);
  return (
    <LaidOutForm decl={decl} names={names} resolver={resolver} defaultValues={defaultValues}>
      {gridLinesOf(decl).map(([lines]) => (
        <LinesGrid key={lines} decl={decl} name={lines} />
      ))}
    </LaidOutForm>
  );
}
