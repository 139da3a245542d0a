// The editor's few styles, written once for the page (not per cell): plain inputs in the item and
// bag tables keep a keystroke's render small; widths fixed so a changed total does not re-lay the table.
import { GlobalStyles } from '@mui/material';
import { memo } from 'react';

const styles = {
  '.asn-items': { tableLayout: 'fixed', width: '100%', minWidth: 1100 },
  '.asn-cell': { font: 'inherit', width: '100%', boxSizing: 'border-box', padding: '4px 6px', border: '1px solid #b0b0b0', borderRadius: 4, background: '#fff', color: '#1a1a1a' },
  '.asn-take': { font: 'inherit', width: 96, boxSizing: 'border-box', padding: '4px 6px', border: '1px solid #b0b0b0', borderRadius: 4, textAlign: 'right', background: '#fff', color: '#1a1a1a' },
  '.asn-num': { textAlign: 'right' },
  '.asn-cell:focus, .asn-take:focus': { outline: '2px solid #1565c0', outlineOffset: 0 },
  '.asn-cell[aria-invalid="true"], .asn-take[aria-invalid="true"]': { borderColor: '#c62828', borderWidth: 2 },
  '.asn-warning': { marginTop: 2, fontSize: 12, color: '#8a4b00' },
  '.asn-problems': { margin: 0, padding: '8px 12px 8px 28px', background: '#fdecea', color: '#5f2120', borderRadius: 4, whiteSpace: 'pre-line' },
  '.asn-problems ul': { margin: '4px 0 0', paddingLeft: 16 },
  '.asn-sub': { fontSize: 12, color: '#555' },
  '.asn-ok': { color: '#1b5e20', whiteSpace: 'nowrap' },
  '.asn-off': { color: '#c62828', whiteSpace: 'nowrap', fontWeight: 600 },
} as const;

export const EditorStyles = memo(function EditorStyles() {
  return <GlobalStyles styles={styles} />;
});
