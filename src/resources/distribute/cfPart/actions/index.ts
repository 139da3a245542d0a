import type { ActionComponent } from '../../../../views/actions/types';
import { CfPartHistoryAction, CfPartSendAction } from './CfPartActions';

export const cfPartActions: Record<string, ActionComponent> = {
  cfPartSend: CfPartSendAction,
  cfPartHistory: CfPartHistoryAction,
};
