import type { ActionComponent } from '../../../../views/actions/types';
import { NonLinkedMaterialsAction } from './nonLinkedMaterials/NonLinkedMaterialsAction';
import { QualifiedUploadAction } from './qualifiedUpload/QualifiedUploadAction';

export const materialActions: Record<string, ActionComponent> = { nonLinkedMaterials: NonLinkedMaterialsAction, qualifiedUpload: QualifiedUploadAction };
