import type { ActionComponent } from '../../../../views/actions/types';
import { AcknowledgeAction } from './AcknowledgeAction';
import { ExecuteAction } from './ExecuteAction';

export const monitoringActions: Record<string, ActionComponent> = { monitoringExecute: ExecuteAction, monitoringAcknowledge: AcknowledgeAction };
