// A wide table's own scrolling box: the table scrolls sideways inside it instead of widening the page
// (`contain: inline-size` keeps the table's width out of the layout's, as the generic lists do).
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  // Focusable and named, so a keyboard user can scroll it too.
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      {children}
    </Box>
  );
}
