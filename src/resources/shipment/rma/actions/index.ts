import type { ActionComponent } from '../../../../views/actions/types';
import { RmaFilesAction } from './RmaFilesAction';

export const rmaActions: Record<string, ActionComponent> = { rmaFiles: RmaFilesAction };
