import type { ActionComponent } from '../../../../views/actions/types';
import { BangtaiStatusAction } from './BangtaiStatusAction';

export const bangtaiActions: Record<string, ActionComponent> = { bangtaiStatus: BangtaiStatusAction };
