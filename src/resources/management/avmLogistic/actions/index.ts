import type { ActionComponent } from '../../../../views/actions/types';
import { DownloadAllAction } from './DownloadAllAction';

export const avmLogisticActions: Record<string, ActionComponent> = { avmLogisticDownload: DownloadAllAction };
