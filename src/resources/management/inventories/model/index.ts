// Management -> Inventories, in dependency order (inventory_brand references manufacturer, basic/company).
import type { ResourceDeclaration } from '../../../../schema';
import { inventory } from './inventory';
import { inventoryBrand } from './inventoryBrand';
import { inventoryPriceReport } from './priceReport';
import { inventoryAssignRecord, inventoryHistory, inventoryRecord } from './stockRecords';

export { inventory, inventoryAssignRecord, inventoryBrand, inventoryHistory, inventoryPriceReport, inventoryRecord };

/** Master data of the area (seeded with the master rows). */
export const inventoryResources: ResourceDeclaration[] = [inventoryBrand];

/** The stock (groups, bags, the journal): written only by the stock moves, seeded by the module. */
export const stockResources: ResourceDeclaration[] = [inventory, inventoryRecord, inventoryHistory, inventoryAssignRecord, inventoryPriceReport];
