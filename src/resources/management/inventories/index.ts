// Management -> Inventories, in dependency order (inventory_brand references manufacturer, basic/company).
import type { ResourceDeclaration } from '../../../schema';
import { inventoryBrand } from './inventoryBrand';

export { inventoryBrand };

export const inventoryResources: ResourceDeclaration[] = [inventoryBrand];
