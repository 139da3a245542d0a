import type { ActionComponent } from '../../../../views/actions/types';
import { PreMaxoutCasesAction } from './PreMaxoutCasesAction';

export const writeOffActions: Record<string, ActionComponent> = { preMaxoutCases: PreMaxoutCasesAction };
