// Per-resource actions: a declaration names them (`actions.list`, `.bulk`, `.row`, `.show`); each module
// defines its action components by name (actions/index.ts), which the registry collects and hands down
// (loaded with the list and show screens).
import type { MouseEvent } from 'react';
import { commandsOf, transitionGroups, type ResourceDeclaration } from '../../schema';
import { CommandButton } from '../commands/CommandButton';
import { useRegistry } from '../../shell/modules/RegistryContext';
import { TransitionButton } from '../transitions/TransitionButton';
import type { ActionComponent, ActionPlacement } from './types';

export const actionNames = (decl: ResourceDeclaration, placement: ActionPlacement) => decl.actions?.[placement] ?? [];

/** The declared commands with a button at this placement (a record's: its row or its page). */
export const commandsAt = (decl: ResourceDeclaration, placement: ActionPlacement) =>
  commandsOf(decl).filter(([, command]) => (placement === 'row' || placement === 'show') && (command.placement ?? ['show']).includes(placement));

/** The declared transition groups with a button at this placement (bulk ones: BulkTransitionButtons). */
export const transitionsAt = (decl: ResourceDeclaration, placement: ActionPlacement) =>
  transitionGroups(decl).filter((g) => (placement === 'row' || placement === 'show') && (g.group.placement ?? ['show']).includes(placement));

/** Whether anything (an action, a command or a transition) sits at this placement. */
export const hasActions = (decl: ResourceDeclaration, placement: ActionPlacement) =>
  actionNames(decl, placement).length > 0 || commandsAt(decl, placement).length > 0 || transitionsAt(decl, placement).length > 0;

// A row is a link to the record: clicks inside an action (its dialog too, whose events bubble
// through the React tree) must not reach it.
const stop = (e: MouseEvent) => e.stopPropagation();

/** The declaration's actions for one placement, in the order it names them, then its commands and transitions. */
export function ResourceActions({ decl, placement }: { decl: ResourceDeclaration; placement: ActionPlacement }) {
  const { actions } = useRegistry();
  if (!hasActions(decl, placement)) return null;
  return (
    // A row's buttons stay on one line (a wrapped one made the row twice as tall as the others); a
    // toolbar's may wrap rather than push the page wider than the window.
    <span onClick={stop} style={{ display: 'inline-flex', gap: 4, ...(placement === 'row' ? { whiteSpace: 'nowrap' } : { flexWrap: 'wrap' }) }}>
      {actionNames(decl, placement).map((name) => {
        const Action: ActionComponent | undefined = actions[name];
        if (!Action) throw new Error(`resource "${decl.name}" names unknown action "${name}"`);
        return <Action key={name} decl={decl} placement={placement} />;
      })}
      {commandsAt(decl, placement).map(([name, command]) => (
        <CommandButton key={`command-${name}`} decl={decl} name={name} command={command} />
      ))}
      {transitionsAt(decl, placement).map((g) => (
        <TransitionButton key={`transition-${g.name}`} decl={decl} g={g} />
      ))}
    </span>
  );
}

/** A list column holding the row actions; Datagrid reads its header from `label`. */
export function RowActionsField({ decl }: { decl: ResourceDeclaration; label?: string }) {
  return <ResourceActions decl={decl} placement="row" />;
}
