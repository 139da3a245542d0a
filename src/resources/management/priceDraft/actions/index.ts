import type { ActionComponent } from '../../../../views/actions/types';
import { ImportDraftAction } from './importDraft/ImportDraftAction';

export const priceDraftActions: Record<string, ActionComponent> = { importPriceDraft: ImportDraftAction };
