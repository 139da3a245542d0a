// Our PSI grid (src/custom/distribute/psi/PsiGrid.tsx) as the PSI page mounts it: rule 5, current block,
// the page's words in en-US, the box's height.
import { I18nContextProvider } from 'react-admin';
import type { PsiPage } from '../../../src/contract/psi/types';
import { PsiGrid } from '../../../src/custom/distribute/psi/PsiGrid';
import type { Probe } from './main';
import { i18n } from './words';

const noop = () => undefined;

export function OursPsiGrid({ page }: { page: PsiPage }) {
  return (
    <I18nContextProvider value={i18n}>
      <PsiGrid rows={page.list} periods={page.periods} rule={page.rule} previous={false} whatIfMode={false} edits={{}} weekCount={16} height={588}
        onEdit={noop} onExplain={noop} onShortcut={() => false} />
    </I18nContextProvider>
  );
}

const grid = () => document.querySelector('[role="grid"]') as HTMLElement;

export const oursProbe: Probe = {
  hasCells: () => !!document.querySelector('[role="grid"] [role="gridcell"]'),
  focus: () => grid().focus(),
  activeCell: () => grid().getAttribute('aria-activedescendant'),
  scrollBy: (dy, dx) => {
    const g = grid();
    g.scrollTop += dy;
    g.scrollLeft += dx;
  },
  domCells: () => document.querySelectorAll('[role="grid"] [role="gridcell"]').length,
  box: () => ({ width: grid().clientWidth, height: grid().clientHeight }),
};
