// Basic data -> Company, in dependency order. vendor references vendor_type (basic/hr) and
// payment_term (basic/customer): register hrResources and the customer resources first.
import type { ResourceDeclaration } from '../../../../schema';
import { manufacturer } from './manufacturer';
import { productLine } from './productLine';
import { vendor } from './vendor';

export { manufacturer, productLine, vendor };

export const companyResources: ResourceDeclaration[] = [manufacturer, vendor, productLine];
