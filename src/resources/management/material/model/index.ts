// Management -> Material, in dependency order: material references manufacturer and product_line
// (basic/company); material_sub references end_customer (basic/customer).
import type { ResourceDeclaration } from '../../../../schema';
import { chipset } from './chipset';
import { material } from './material';
import { materialSub } from './materialSub';

export { chipset, material, materialSub };

export const materialResources: ResourceDeclaration[] = [material, materialSub, chipset];
