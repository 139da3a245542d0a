import type { ActionComponent } from '../../../../views/actions/types';
import { QaFileAction } from './QaFileAction';
import { QaVoidAction } from './QaVoidAction';

export const qualityActions: Record<string, ActionComponent> = { qaFile: QaFileAction, qaVoid: QaVoidAction };
