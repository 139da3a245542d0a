// The buttons of declared bulk transition groups on a list's selection: offered when the user may run
// one of the group's transitions on at least one selected record; all or nothing, in one call.
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, useListContext, useLocaleState, usePermissions } from 'react-admin';
import { allows, itemTitle, labelIn, transitionGroups, transitionRule, type Principal, type ResourceDeclaration, type TransitionGroupOf } from '../../schema';
import { TransitionDialog } from './TransitionDialog';
import { useTransitionController, type TransitionTarget } from './useTransitionController';

/** The bulk groups with a transition the user may run (whatever is selected). */
export function useBulkTransitionGroups(decl: ResourceDeclaration): TransitionGroupOf[] {
  const { permissions } = usePermissions<Principal | undefined>();
  if (!permissions) return [];
  return transitionGroups(decl).filter((g) => g.group.bulk && g.transitions.some(([, t]) => allows(permissions, transitionRule(decl, t), 'write')));
}

export function BulkTransitionButton({ decl, g }: { decl: ResourceDeclaration; g: TransitionGroupOf }) {
  const [locale] = useLocaleState();
  const { selectedIds, data, onUnselectItems } = useListContext();
  const targets: TransitionTarget[] = (data ?? [])
    .filter((r) => selectedIds.includes(r.id))
    .map((r) => ({ id: r.id, version: r.version === undefined ? undefined : Number(r.version), record: r, title: itemTitle(decl, r) }));
  const c = useTransitionController(decl, g, targets, true, () => onUnselectItems());
  if (!c.visible) return null;
  return (
    <>
      <Button label={labelIn(g.group.bulkLabel ?? g.group.label, locale)} onClick={c.openDialog}>
        <SwapHorizIcon />
      </Button>
      <TransitionDialog decl={decl} c={c} targets={targets} />
    </>
  );
}
