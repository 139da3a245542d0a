// The generic list: columns, keyword search, per-field filters, sorting and paging from the declaration.
// Page, size, sort and filters live in the URL (react-admin syncs them), so Back returns to the same page.
import { useMemo } from 'react';
import {
  BulkDeleteButton,
  CanAccess,
  CreateButton,
  Datagrid,
  FilterButton,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../config';
import { raName } from '../resources';
import type { ResourceDeclaration } from '../schema';
import { fieldElement, filterElements } from './fieldElements';
import { ResourceActions, RowActionsField, actionNames } from './actions';
import { ExportMenuButton, ImportButton } from './importExport';
import { useMayCreateWithFields, useResourceDeclaration } from './useResourceDeclaration';

export const PER_PAGE_CHOICES = [10, 20, 50, 100, 200, 500];

function ListActions({ decl }: { decl: ResourceDeclaration }) {
  const mayCreate = useMayCreateWithFields();
  return (
    <TopToolbar>
      <FilterButton />
      {mayCreate && (
        <CanAccess action="create">
          <CreateButton />
        </CanAccess>
      )}
      {decl.importExport?.import && (
        <CanAccess action="create">
          <ImportButton decl={decl} />
        </CanAccess>
      )}
      {decl.importExport?.export && <ExportMenuButton decl={decl} />}
      <ResourceActions decl={decl} placement="list" />
    </TopToolbar>
  );
}

export function ResourceList() {
  const decl = useResourceDeclaration();
  const { canAccess: canDelete } = useCanAccess({ resource: raName(decl), action: 'delete' });
  const filters = useMemo(() => [<SearchInput key="q" source="q" alwaysOn />, ...filterElements(decl)], [decl]);
  const columns = decl.list.columns.filter((name) => !decl.fields[name]?.listHidden);
  return (
    <List
      filters={filters}
      sort={decl.list.sort}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={PER_PAGE_CHOICES} />}
      actions={<ListActions decl={decl} />}
    >
      {/* Without delete access there is nothing to do with a selection, so no checkboxes. */}
      <Datagrid rowClick="show" bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}>
        {columns.map((name) => fieldElement(decl, name))}
        {actionNames(decl, 'row').length > 0 && <RowActionsField key="__actions" decl={decl} label="screens.actions.column" />}
      </Datagrid>
    </List>
  );
}
