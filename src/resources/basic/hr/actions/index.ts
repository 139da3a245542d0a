import type { ActionComponent } from '../../../../views/actions/types';
import { RatioGridAction } from './ratioGrid/RatioGridAction';

export const hrActions: Record<string, ActionComponent> = { ratioGrid: RatioGridAction };
