import type { ComponentType } from 'react';
import type { ResourceDeclaration } from '../../schema';

/** Where an action is rendered: the list's toolbar, its bulk-action bar, a list row or the show page's toolbar. */
export type ActionPlacement = 'list' | 'bulk' | 'row' | 'show';

/** Row and show actions read their record from react-admin's record context. */
export interface ActionProps {
  decl: ResourceDeclaration;
  placement: ActionPlacement;
}

export type ActionComponent = ComponentType<ActionProps>;
