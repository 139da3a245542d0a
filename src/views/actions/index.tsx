// The registry of per-resource actions: a declaration names them (`actions.row`, `actions.show`),
// this maps each name to its component. One small folder per action.
import type { MouseEvent } from 'react';
import type { ResourceDeclaration } from '../../schema';
import { AuditRatioAction } from './auditRatio/AuditRatioAction';
import { DisableBrandAction } from './disableBrand/DisableBrandAction';
import { InitialPriceAction } from './initialPrice/InitialPriceAction';
import { NonLinkedMaterialsAction } from './nonLinkedMaterials/NonLinkedMaterialsAction';
import { QualifiedUploadAction } from './qualifiedUpload/QualifiedUploadAction';
import { RatioGridAction } from './ratioGrid/RatioGridAction';
import { SlocInventoriesAction } from './slocInventories/SlocInventoriesAction';
import type { ActionComponent, ActionPlacement } from './types';

export const actionComponents: Record<string, ActionComponent> = {
  auditRatio: AuditRatioAction,
  disableBrand: DisableBrandAction,
  setInitialPrice: InitialPriceAction,
  nonLinkedMaterials: NonLinkedMaterialsAction,
  qualifiedUpload: QualifiedUploadAction,
  ratioGrid: RatioGridAction,
  slocInventories: SlocInventoriesAction,
};

export const actionNames = (decl: ResourceDeclaration, placement: ActionPlacement) => decl.actions?.[placement] ?? [];

// A row is a link to the record: clicks inside an action (its dialog too, whose events bubble
// through the React tree) must not reach it.
const stop = (e: MouseEvent) => e.stopPropagation();

/** The declaration's actions for one placement, in the order it names them. */
export function ResourceActions({ decl, placement }: { decl: ResourceDeclaration; placement: ActionPlacement }) {
  if (actionNames(decl, placement).length === 0) return null;
  return (
    <span onClick={stop} style={{ display: 'inline-flex', gap: 4 }}>
      {actionNames(decl, placement).map((name) => {
        const Action = actionComponents[name];
        if (!Action) throw new Error(`resource "${decl.name}" names unknown action "${name}"`);
        return <Action key={name} decl={decl} placement={placement} />;
      })}
    </span>
  );
}

/** A list column holding the row actions; Datagrid reads its header from `label`. */
export function RowActionsField({ decl }: { decl: ResourceDeclaration; label?: string }) {
  return <ResourceActions decl={decl} placement="row" />;
}
