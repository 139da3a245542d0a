// The 850 and 855 lists: the generic list's columns, filters, preferences and toolbar, with "Export X12"
// in react-admin's bulk-action bar. Exporting works on a selection, and that bar is where a selection's
// buttons are (it covers the toolbar while rows are selected, so a toolbar button could not be reached).
import { useMemo } from 'react';
import { BulkDeleteButton, CanAccess, CreateButton, DatagridBody, DatagridConfigurable, FilterButton, LinearProgress, List, Pagination, SearchInput, SelectColumnsButton, TopToolbar, useCanAccess } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../../../config';
import type { ResourceDeclaration } from '../../../../schema';
import { hasActions, ResourceActions, RowActionsField } from '../../../../views/actions';
import { columnElement, filterElements } from '../../../../views/fieldElements';
import { DensityButton } from '../../../../views/list/DensityButton';
import { KeyboardRow } from '../../../../views/list/KeyboardRow';
import { listGridSx } from '../../../../views/list/listGridSx';
import { useListPreferencesController, type ListPreferences } from '../../../../views/list/useListPreferencesController';
import { PER_PAGE_CHOICES } from '../../../../views/ResourceList';
import { BulkTransitionButton, useBulkTransitionGroups } from '../../../../views/transitions/BulkTransitionButtons';
import { useMayCreateWithFields, useResourceDeclaration } from '../../../../views/useResourceDeclaration';
import { raName } from '../../../declarations';
import { ExportX12Action } from '../actions/ExportX12Action';

function Toolbar({ decl, prefs }: { decl: ResourceDeclaration; prefs: ListPreferences }) {
  const mayCreate = useMayCreateWithFields();
  return (
    <TopToolbar>
      <FilterButton />
      {prefs.preferenceKey && <SelectColumnsButton preferenceKey={prefs.preferenceKey} />}
      <DensityButton density={prefs.density} onChange={prefs.setDensity} />
      {mayCreate && decl.create !== false && (
        <CanAccess action="create">
          <CreateButton />
        </CanAccess>
      )}
      <ResourceActions decl={decl} placement="list" />
    </TopToolbar>
  );
}

export default function EdiList() {
  const decl = useResourceDeclaration();
  const prefs = useListPreferencesController(raName(decl));
  const { canAccess: canDelete } = useCanAccess({ resource: raName(decl), action: 'delete' });
  const filters = useMemo(() => [<SearchInput key="q" source="q" alwaysOn />, ...filterElements(decl)], [decl]);
  const columns = decl.list.columns.filter((name) => !decl.fields[name]?.listHidden);
  const bulkTransitions = useBulkTransitionGroups(decl);
  const bulkActions = (
    <>
      <ExportX12Action decl={decl} placement="list" />
      {bulkTransitions.map((g) => (
        <BulkTransitionButton key={g.name} decl={decl} g={g} />
      ))}
      {canDelete && <BulkDeleteButton mutationMode="pessimistic" />}
    </>
  );
  return (
    <List filters={filters} sort={decl.list.sort} perPage={DEFAULT_PAGE_SIZE} pagination={<Pagination rowsPerPageOptions={PER_PAGE_CHOICES} />} actions={<Toolbar decl={decl} prefs={prefs} />}>
      {prefs.preferenceKey ? (
        <DatagridConfigurable
          preferenceKey={prefs.preferenceKey}
          rowClick="show"
          bulkActionButtons={bulkActions}
          size={prefs.density === 'compact' ? 'small' : 'medium'}
          body={<DatagridBody row={<KeyboardRow />} />}
          sx={listGridSx({ density: prefs.density, selectable: true })}
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
