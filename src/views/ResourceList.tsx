// The generic list: columns, keyword search, per-field filters, sorting and paging from the declaration.
// Page, size, sort and filters live in the URL (react-admin syncs them), so Back returns to the same page.
// Columns shown and their order, and the row density, are the signed-in user's (src/views/list).
import { useMemo } from 'react';
import {
  BulkDeleteButton,
  CanAccess,
  CreateButton,
  DatagridConfigurable,
  FilterButton,
  LinearProgress,
  List,
  Pagination,
  SearchInput,
  SelectColumnsButton,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../config';
import { raName } from '../schema/names';
import { importExportOf, type ResourceDeclaration } from '../schema';
import { columnElement, filterElements } from './fieldElements';
import { ResourceActions, RowActionsField, actionNames, hasActions } from './actions';
import { ExportMenuButton, ImportButton } from './importExport';
import { BulkTransitionButton, useBulkTransitionGroups } from './transitions/BulkTransitionButtons';
import { SnapshotsButton } from './snapshots/SnapshotsButton';
import { useMayCreateWithFields, useResourceDeclaration } from './useResourceDeclaration';
import { DensityButton } from './list/DensityButton';
import { GrowingDatagridBody } from './list/GrowingDatagridBody';
import { KeyboardRow } from './list/KeyboardRow';
import { listGridSx } from './list/listGridSx';
import { useListPreferencesController, type ListPreferences } from './list/useListPreferencesController';

export const PER_PAGE_CHOICES = [10, 20, 50, 100, 200, 500];

function ListActions({ decl, prefs }: { decl: ResourceDeclaration; prefs: ListPreferences }) {
  const mayCreate = useMayCreateWithFields();
  return (
    // Many buttons wrap onto a second line rather than push the page wider than the window.
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <FilterButton />
      {prefs.preferenceKey && <SelectColumnsButton preferenceKey={prefs.preferenceKey} />}
      <DensityButton density={prefs.density} onChange={prefs.setDensity} />
      {mayCreate && !decl.report && decl.create !== false && (
        <CanAccess action="create">
          <CreateButton />
        </CanAccess>
      )}
      {importExportOf(decl).import && (
        <CanAccess action="create">
          <ImportButton decl={decl} />
        </CanAccess>
      )}
      {importExportOf(decl).export && <ExportMenuButton decl={decl} />}
      {decl.snapshots && <SnapshotsButton decl={decl} />}
      <ResourceActions decl={decl} placement="list" />
    </TopToolbar>
  );
}

export function ResourceList() {
  const decl = useResourceDeclaration();
  const prefs = useListPreferencesController(raName(decl));
  const { canAccess: mayDelete } = useCanAccess({ resource: raName(decl), action: 'delete' });
  // A report's rows are computed: nothing to open, change or delete; some are deleted only by their module's call.
  const canDelete = mayDelete && !decl.report && !decl.writtenByOwnCalls?.delete;
  const filters = useMemo(() => [<SearchInput key="q" source="q" alwaysOn />, ...filterElements(decl)], [decl]);
  const columns = decl.list.columns.filter((name) => !decl.fields[name]?.listHidden);
  const bulkTransitions = useBulkTransitionGroups(decl);
  const selectable = canDelete || bulkTransitions.length > 0 || actionNames(decl, 'bulk').length > 0;
  const bulkActions = (
    <>
      <ResourceActions decl={decl} placement="bulk" />
      {bulkTransitions.map((g) => (
        <BulkTransitionButton key={g.name} decl={decl} g={g} />
      ))}
      {canDelete && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
  return (
    <List
      filters={filters}
      sort={decl.list.sort}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={PER_PAGE_CHOICES} />}
      actions={<ListActions decl={decl} prefs={prefs} />}
    >
      {/* Without delete access, a bulk transition or a bulk action there is nothing to do with a selection, so no checkboxes.
          The grid waits for the user: its column choice is read under their key. */}
      {prefs.preferenceKey ? (
        <DatagridConfigurable
          preferenceKey={prefs.preferenceKey}
          rowClick={decl.report ? false : 'show'}
          bulkActionButtons={selectable ? bulkActions : false}
          size={prefs.density === 'compact' ? 'small' : 'medium'}
          body={<GrowingDatagridBody row={<KeyboardRow />} />}
          sx={listGridSx({ density: prefs.density, selectable })}
        >
          {columns.map((name) => columnElement(decl, name))}
          {hasActions(decl, 'row') && <RowActionsField key="__actions" decl={decl} label="screens.actions.column" />}
        </DatagridConfigurable>
      ) : (
        <LinearProgress />
      )}
    </List>
  );
}
