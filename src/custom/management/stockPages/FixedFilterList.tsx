// A declaration's list limited by a fixed filter (VMI stock, a cargo status, one invoice's or one
// group's moves): the declared columns, paging and sorting, rows opening the record. Laid out as the
// generic list in its compact density: a wide table scrolls inside its own box, not the page. Page and
// size stay in the address (R11, `?page=2&size=50`) as on the generic lists.
import { Datagrid, List, Pagination, ResourceContextProvider } from 'react-admin';
import { raName } from '../../../resources/declarations';
import type { ResourceDeclaration } from '../../../schema';
import { columnElement } from '../../../views/fieldElements';
import { DEFAULT_PAGE_SIZE } from '../../../config';
import { listGridSx } from '../../../views/list/listGridSx';
import { SpecListParams } from '../../../views/SpecListParams';

export function FixedFilterList({ decl, filter, title }: { decl: ResourceDeclaration; filter: Record<string, unknown>; title: string }) {
  const columns = decl.list.columns.filter((name) => !decl.fields[name]?.listHidden);
  return (
    <SpecListParams>
      <ResourceContextProvider value={raName(decl)}>
        <List title={title} filter={filter} sort={decl.list.sort} perPage={DEFAULT_PAGE_SIZE} pagination={<Pagination />} actions={false} storeKey={`${raName(decl)}-${JSON.stringify(filter)}`}>
          <Datagrid rowClick={(id) => `/${raName(decl)}/${String(id)}/show`} bulkActionButtons={false} size="small" sx={listGridSx({ density: 'compact', selectable: false })}>
            {columns.map((name) => columnElement(decl, name))}
          </Datagrid>
        </List>
      </ResourceContextProvider>
    </SpecListParams>
  );
}
