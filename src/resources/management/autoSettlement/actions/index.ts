import type { ActionComponent } from '../../../../views/actions/types';
import { ErrorDataAction } from './ErrorDataAction';
import { ImportAction } from './ImportAction';

export const autoSettlementActions: Record<string, ActionComponent> = { autoSettlementImport: ImportAction, autoSettlementErrors: ErrorDataAction };
