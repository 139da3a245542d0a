import type { ActionComponent } from '../../../../views/actions/types';
import { ExportX12Action } from './ExportX12Action';
import { Import850Action } from './Import850Action';

export const ediActions: Record<string, ActionComponent> = { import850: Import850Action, exportX12: ExportX12Action };
