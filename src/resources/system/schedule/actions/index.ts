import type { ActionComponent } from '../../../../views/actions/types';
import { RunNowAction } from './RunNowAction';

export const scheduleActions: Record<string, ActionComponent> = {
  scheduleRunNow: RunNowAction,
};
