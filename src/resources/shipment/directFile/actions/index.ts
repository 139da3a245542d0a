import type { ActionComponent } from '../../../../views/actions/types';
import { DirectNoteAction, SyncDirectAction } from './DirectActions';

export const directFileActions: Record<string, ActionComponent> = { syncDirect: SyncDirectAction, directNote: DirectNoteAction };
