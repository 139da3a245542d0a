import type { ActionComponent } from '../../../../views/actions/types';
import { BangtaiByCustomerAction } from './BangtaiByCustomerAction';
import { BangtaiStatusAction } from './BangtaiStatusAction';

export const bangtaiActions: Record<string, ActionComponent> = { bangtaiStatus: BangtaiStatusAction, bangtaiByCustomer: BangtaiByCustomerAction };
