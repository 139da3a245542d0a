import type { ActionComponent } from '../../../../views/actions/types';
import { CheckPricesAction } from './checkPrices/CheckPricesAction';

export const vmiActions: Record<string, ActionComponent> = { checkPrices862: CheckPricesAction };
