// The four colour classes on screen (R24), light fills with dark text (contrast above 4.5:1), and a
// stronger bar at the row's edge. The spreadsheet uses its own fills (server/modules/distribute/psi/exportBook.ts).
import type { PsiColour } from '../../../contract/psi/engine';

export const COLOURS: Record<PsiColour, { bg: string; fg: string; bar: string }> = {
  red: { bg: '#fddede', fg: '#7f0000', bar: '#c62828' },
  yellow: { bg: '#fff1b8', fg: '#5a4100', bar: '#f9a825' },
  blue: { bg: '#dbe9fb', fg: '#0b3d6e', bar: '#1565c0' },
  green: { bg: '#dcf3df', fg: '#14531d', bar: '#2e7d32' },
};

export const COLOUR_ORDER: PsiColour[] = ['red', 'yellow', 'blue', 'green'];
