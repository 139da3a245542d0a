// The material query (/search): materials whose chosen field contains the header search's keyword.
import { useEffect, useRef } from 'react';
import { Datagrid, List, ListPaginationContext, Pagination, useListPaginationContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { filterKey } from '../../../dataProvider';
import { getResource } from '../../../resources/declarations';
import { raName } from '../../../schema/names';
import { readSearch, SEARCH_RESOURCE } from '../../../shell/search/searchTarget';
import { columnElement } from '../../../views/fieldElements';
import { listGridSx } from '../../../views/list/listGridSx';
import { DEFAULT_PAGE_SIZE } from '../../../config';
import { PER_PAGE_CHOICES } from '../../../views/ResourceList';
import { useUrlPaging } from '../../../views/shared/useUrlPaging';

/**
 * The pager with page and size in /search's address (R11) beside its keyword and field, which the
 * list must not rewrite (so it keeps its own parameters): the address leads, the list follows.
 */
function AddressPagination() {
  const list = useListPaginationContext();
  const { page, setPage, setSize } = useUrlPaging(DEFAULT_PAGE_SIZE);
  // Follows the address's page when it changes (not the list's own corrections, e.g. past the end).
  const applied = useRef<number | undefined>(undefined);
  const { page: listPage, setPage: setListPage } = list;
  useEffect(() => {
    if (applied.current === page) return;
    applied.current = page;
    if (listPage !== page) setListPage(page);
  }, [page, listPage, setListPage]);
  return (
    <ListPaginationContext.Provider value={{ ...list, setPage, setPerPage: setSize }}>
      <Pagination rowsPerPageOptions={PER_PAGE_CHOICES} />
    </ListPaginationContext.Provider>
  );
}

export default function SearchPage() {
  const translate = useTranslate();
  const { search } = useLocation();
  const decl = getResource(SEARCH_RESOURCE);
  const { keyword, field } = readSearch(search, decl.list.search);
  const resource = raName(decl);
  const columns = decl.list.columns.filter((name) => !decl.fields[name]?.listHidden);
  const { size } = useUrlPaging(DEFAULT_PAGE_SIZE);
  const fieldLabel = translate(`resources.${resource}.fields.${field}`, { _: field });
  return (
    <List
      // A new size from the pager or the address starts the list afresh with it.
      key={size}
      perPage={size}
      resource={resource}
      // The keyword and field live in /search's own query string, so the list must not rewrite it.
      disableSyncWithLocation
      filter={keyword ? { [filterKey(field, 'like')]: keyword } : {}}
      sort={decl.list.sort}
      pagination={<AddressPagination />}
      actions={false}
      title={translate('screens.search.title', { keyword, field: fieldLabel })}
      empty={false}
    >
      {/* The generic list's cells and layout: one line a row, a wide table scrolling inside the page. */}
      <Datagrid rowClick="show" bulkActionButtons={false} size="small" sx={listGridSx({ density: 'compact', selectable: false })}>
        {columns.map((name) => columnElement(decl, name))}
      </Datagrid>
    </List>
  );
}
