// The words of a hand-written screen's MUI TablePagination in the user's language: react-admin's
// own pagination messages (both languages have them) and the spec's number format, so
// "Rows per page:" and "1–20 of 29" never stay English on a Chinese screen.
import type { TablePaginationProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from './format';

export type TablePaginationLabels = Pick<TablePaginationProps, 'labelRowsPerPage' | 'labelDisplayedRows' | 'getItemAriaLabel'>;

const ARIA_KEYS = { first: 'ra.navigation.first', last: 'ra.navigation.last', next: 'ra.navigation.next', previous: 'ra.navigation.previous' } as const;

/** Spread onto a TablePagination: `<TablePagination {...useTablePaginationLabels()} … />`. */
export function useTablePaginationLabels(): TablePaginationLabels {
  const translate = useTranslate();
  return {
    labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
    // MUI passes count -1 when the total is unknown.
    labelDisplayedRows: ({ from, to, count }) =>
      translate(count === -1 ? 'ra.navigation.partial_page_range_info' : 'ra.navigation.page_range_info', {
        offsetBegin: formatNumber(from),
        offsetEnd: formatNumber(to),
        total: formatNumber(count),
      }),
    getItemAriaLabel: (type) => translate(ARIA_KEYS[type]),
  };
}
