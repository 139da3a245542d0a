import type { ActionComponent } from '../../../../views/actions/types';
import { CargoStatusAction } from './CargoStatusAction';

export const inventoryActions: Record<string, ActionComponent> = { cargoStatus: CargoStatusAction };
