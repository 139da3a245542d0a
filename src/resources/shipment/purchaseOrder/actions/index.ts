import type { ActionComponent } from '../../../../views/actions/types';
import { DownloadPoAction } from './DownloadPoAction';
import { BindAction, ShiftAction } from './MoveAction';

export const purchaseOrderActions: Record<string, ActionComponent> = { bindPrePo: BindAction, shiftPrePo: ShiftAction, downloadPo: DownloadPoAction };
