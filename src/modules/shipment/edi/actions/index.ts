import type { ActionComponent } from '../../../../views/actions/types';
import { ExportX12Action } from './ExportX12Action';
import { Import850Action } from './Import850Action';

export const ediActions: Record<string, ActionComponent> = { import850: Import850Action, export850: ExportX12Action, export855: ExportX12Action };
