import type { ActionComponent } from '../../../../views/actions/types';
import { Import850Action } from './Import850Action';

export const ediActions: Record<string, ActionComponent> = { import850: Import850Action };
