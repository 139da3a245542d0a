// The create screen of an order (customer, sales, purchase): the generic one with the order date
// filled in as today's business day; the number stays empty for the server to give (model/numbering.ts).
import { useMemo } from 'react';
import { Create } from 'react-admin';
import { ResourceForm } from '../../../views/ResourceForm';
import { useSavedRedirect } from '../../../views/shared/useSavedRedirect';
import { useResourceDeclaration } from '../../../views/useResourceDeclaration';
import { businessDay } from './model/numbering';

export function DatedCreate({ dateField }: { dateField: string }) {
  const decl = useResourceDeclaration();
  const record = useMemo(() => ({ [dateField]: businessDay() }), [dateField]);
  return (
    <Create redirect="show" record={record} mutationOptions={useSavedRedirect(decl, 'created')}>
      <ResourceForm mode="create" />
    </Create>
  );
}
