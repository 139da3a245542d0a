import type { ActionComponent } from '../../../../views/actions/types';
import { SlocInventoriesAction } from './slocInventories/SlocInventoriesAction';

export const slocActions: Record<string, ActionComponent> = { slocInventories: SlocInventoriesAction };
