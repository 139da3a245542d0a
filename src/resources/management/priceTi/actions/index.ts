import type { ActionComponent } from '../../../../views/actions/types';
import { SrpImportAction } from './srpImport/SrpImportAction';

export const priceTiActions: Record<string, ActionComponent> = { srpImport: SrpImportAction };
