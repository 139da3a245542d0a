import type { ActionComponent } from '../../../../views/actions/types';
import { V2VImportAction, V2VSyncMailAction, V2VViewsAction } from './V2VActions';

export const v2vActions: Record<string, ActionComponent> = {
  v2vImport: V2VImportAction,
  v2vSyncMail: V2VSyncMailAction,
  v2vViews: V2VViewsAction,
};
