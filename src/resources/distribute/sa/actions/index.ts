import type { ActionComponent } from '../../../../views/actions/types';
import { SimilarSaAction } from './SimilarSaAction';

export const saActions: Record<string, ActionComponent> = { similarSa: SimilarSaAction };
