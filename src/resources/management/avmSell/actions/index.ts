import type { ActionComponent } from '../../../../views/actions/types';
import { SellHistoryUploadAction } from './SellHistoryUploadAction';

export const avmSellActions: Record<string, ActionComponent> = { sellHistoryUpload: SellHistoryUploadAction };
