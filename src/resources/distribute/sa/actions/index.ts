import type { ActionComponent } from '../../../../views/actions/types';
import { SaCheckAction } from './SaCheckAction';
import { SimilarSaAction } from './SimilarSaAction';

export const saActions: Record<string, ActionComponent> = { similarSa: SimilarSaAction, saCheck: SaCheckAction };
