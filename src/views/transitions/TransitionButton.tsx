// A declared transition group's button on one record (a list row or the show page): shown to whoever
// may run one of its transitions on this record, in the state it is in; its dialog asks for the
// choice and the inputs and sends the record's version (a stale page gets the server's 409).
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, useLocaleState, useRecordContext } from 'react-admin';
import { itemTitle, labelIn, type ResourceDeclaration, type TransitionGroupOf } from '../../schema';
import { TransitionDialog } from './TransitionDialog';
import { useTransitionController, type TransitionTarget } from './useTransitionController';

export function TransitionButton({ decl, g }: { decl: ResourceDeclaration; g: TransitionGroupOf }) {
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const targets: TransitionTarget[] = record ? [{ id: record.id, version: record.version === undefined ? undefined : Number(record.version), record, title: itemTitle(decl, record) }] : [];
  const c = useTransitionController(decl, g, targets, false);
  if (!c.visible) return null;
  return (
    <>
      <Button label={labelIn(g.group.label, locale)} onClick={c.openDialog}>
        <SwapHorizIcon />
      </Button>
      <TransitionDialog decl={decl} c={c} targets={targets} />
    </>
  );
}
