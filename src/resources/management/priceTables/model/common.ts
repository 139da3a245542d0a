// What the four v1 price tables share: who may use them, where they sit, and the validity period
// no two prices of one key may share (declared `periods`, checked in each write's transaction).
import type { AccessRule, MenuPlacement, PeriodsDeclaration } from '../../../../schema';
import { date, enumOf, label } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';

/** The price-record screen's rule (routes.json): view-recordprice reads, manage-recordprice writes. */
export const PRICE_RECORD_ACCESS: AccessRule = { permissions: ['view-recordprice', 'manage-recordprice'] };
export const PRICE_RECORD_ROUTE = '/management/price/priceRecord';
export const priceMenu = (order: number): MenuPlacement => ({ group: 'management', section: 'price', order });

export const currencyField = () => enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' });
export const validFrom = () => date(label('Valid from', '生效日期'), { required: true });
export const validTo = () => date(label('Valid to', '失效日期'), { required: true, notBefore: 'valid_from' });

/**
 * Per table, the fields that name "the same price": two rows with equal keys (an empty key equals
 * an empty one) may not have overlapping validity periods (both ends inclusive).
 */
export const PRICE_PERIOD_KEYS: Record<string, string[]> = {
  price_sa: ['material_id', 'end_customer_id', 'ship_customer_id'],
  price_selling: ['material_id', 'ship_customer_id'],
  price_ti_book: ['material_id', 'break_qty'],
  price_purchase: ['material_id', 'vendor_id'],
};

/** The declared period rule of one of the tables. */
export const pricePeriods = (table: string): PeriodsDeclaration => ({ from: 'valid_from', to: 'valid_to', key: PRICE_PERIOD_KEYS[table] });
