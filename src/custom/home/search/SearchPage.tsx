// The material query (/search): materials whose chosen field contains the header search's keyword.
import { Datagrid, List, Pagination, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { filterKey } from '../../../dataProvider';
import { getResource } from '../../../resources/declarations';
import { raName } from '../../../schema/names';
import { readSearch, SEARCH_RESOURCE } from '../../../shell/search/searchTarget';
import { columnElement } from '../../../views/fieldElements';
import { listGridSx } from '../../../views/list/listGridSx';
import { PER_PAGE_CHOICES } from '../../../views/ResourceList';

export default function SearchPage() {
  const translate = useTranslate();
  const { search } = useLocation();
  const decl = getResource(SEARCH_RESOURCE);
  const { keyword, field } = readSearch(search, decl.list.search);
  const resource = raName(decl);
  const columns = decl.list.columns.filter((name) => !decl.fields[name]?.listHidden);
  const fieldLabel = translate(`resources.${resource}.fields.${field}`, { _: field });
  return (
    <List
      resource={resource}
      // The keyword and field live in /search's own query string, so the list must not rewrite it.
      disableSyncWithLocation
      filter={keyword ? { [filterKey(field, 'like')]: keyword } : {}}
      sort={decl.list.sort}
      pagination={<Pagination rowsPerPageOptions={PER_PAGE_CHOICES} />}
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
