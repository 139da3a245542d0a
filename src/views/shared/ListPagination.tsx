// The pager under a hand-written list: 1-based page and size as the spec's list calls take them,
// in the user's language (react-admin's own messages, the spec's number format, the buttons' names).
import { TablePagination } from '@mui/material';
import { useTablePaginationLabels } from '../../i18n/useTablePaginationLabels';

export interface PagedList {
  total: number;
  /** 1-based, as the API's `page`. */
  page: number;
  size: number;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
}

export function ListPagination({ list }: { list: PagedList }) {
  const labels = useTablePaginationLabels();
  return (
    <TablePagination
      {...labels}
      component="div"
      count={list.total}
      page={list.page - 1}
      onPageChange={(_, p) => list.setPage(p + 1)}
      rowsPerPage={list.size}
      onRowsPerPageChange={(e) => list.setSize(Number(e.target.value))}
      // A size from the address (R11: ?size=500) is offered too, so the pager shows what the page holds.
      rowsPerPageOptions={[...new Set([10, 20, 50, 100, list.size])].sort((a, b) => a - b)}
    />
  );
}
