// A wide table's own scrolling box: the table scrolls sideways inside it instead of widening the page.
// Focusable and named, so that a keyboard user can scroll it too (axe scrollable-region-focusable).
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

interface TableScrollProps {
  label: string;
  /** `contain: inline-size`: the table's width kept out of the layout's, as the generic lists do. */
  contain?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function TableScroll({ label, contain = false, sx, children }: TableScrollProps) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={[{ overflowX: 'auto' }, contain && { contain: 'inline-size' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
