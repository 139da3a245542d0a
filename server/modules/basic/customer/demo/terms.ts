// Demo data: payment terms and delivery terms (Incoterms 2020 with a named place).
import { row, type SeedRow } from '../../../../seed/demoRow';

type PaymentTuple = [code: string, name: string, basis: string, days: number, discount?: [days: number, percent: number], status?: string, remark?: string];

const PAYMENT_TERMS: PaymentTuple[] = [
  ['PREPAID', '100% prepayment before shipment', 'prepaid', 0, undefined, 'active', 'New customers without a credit line.'],
  ['COD', 'Cash on delivery', 'delivery', 0],
  ['NET15', 'Net 15 days from invoice date', 'invoice', 15],
  ['NET30', 'Net 30 days from invoice date', 'invoice', 30],
  ['NET45', 'Net 45 days from invoice date', 'invoice', 45],
  ['NET60', 'Net 60 days from invoice date', 'invoice', 60],
  ['NET90', 'Net 90 days from invoice date', 'invoice', 90, undefined, 'active', 'Needs CFO approval for new customers.'],
  ['2-10NET30', '2% 10 days, net 30 days', 'invoice', 30, [10, 2]],
  ['1-15NET45', '1% 15 days, net 45 days', 'invoice', 45, [15, 1]],
  ['DLV30', 'Net 30 days after delivery (VMI pull)', 'delivery', 30],
  ['ME30', '月结 30 天', 'month_end', 30],
  ['ME60', '月结 60 天', 'month_end', 60, undefined, 'active', '大陆 EMS 客户常用账期。'],
  ['ME90', '月结 90 天', 'month_end', 90],
  ['NET120', 'Net 120 days from invoice date', 'invoice', 120, undefined, 'inactive', 'Discontinued by credit policy 2023-07.'],
];

export const paymentTermRows: SeedRow[] = PAYMENT_TERMS.map(([code, name, basis, days, discount, status = 'active', remark]) =>
  row({ code, name, basis, days, discount_days: discount?.[0], discount_percent: discount?.[1], status, remark }),
);

/** Incoterms where the seller pays the main carriage; for the E and F terms the buyer does. */
const SELLER_PAYS = new Set(['CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']);

type DeliverTuple = [code: string, incoterm: string, place: string, name: string, status?: string, remark?: string];

const DELIVER_TERMS: DeliverTuple[] = [
  ['EXW-HK', 'EXW', 'Hong Kong (Kwai Chung warehouse)', 'Ex works our Kwai Chung warehouse'],
  ['FCA-HK', 'FCA', 'Hong Kong', "Free carrier, buyer's forwarder in Hong Kong"],
  ['FCA-HKG', 'FCA', 'Hong Kong International Airport', 'Free carrier HKIA air cargo terminal'],
  ['DAP-SZ', 'DAP', '深圳', '送达深圳客户工厂（含港深跨境运输）', 'active', '香港交货后由我司安排中港车。'],
  ['DDP-SZ', 'DDP', '深圳', '深圳完税交货（一般贸易进口）'],
  ['DAP-DG', 'DAP', '东莞', '送达东莞客户工厂'],
  ['DAP-SH', 'DAP', '上海', '送达上海及周边客户仓库'],
  ['DAP-SUZ', 'DAP', 'Suzhou', 'Delivered at place, Suzhou Industrial Park'],
  ['EXW-SG', 'EXW', 'Singapore (Changi Logistics Park)', 'Ex works our Singapore warehouse'],
  ['FCA-SIN', 'FCA', 'Singapore Changi Airport', 'Free carrier Changi air cargo'],
  ['DAP-PEN', 'DAP', 'Penang', 'Delivered at place, Bayan Lepas FIZ'],
  ['DAP-HCM', 'DAP', 'Ho Chi Minh City', 'Delivered at place, HCMC export processing zones'],
  ['FCA-TPE', 'FCA', 'Taoyuan International Airport', 'Free carrier Taoyuan air cargo'],
  ['DAP-HSC', 'DAP', '新竹', '送達新竹科學園區客戶廠區'],
  ['FCA-DAL', 'FCA', 'Dallas, TX', 'Free carrier, our Dallas distribution centre'],
  ['CPT-GDL', 'CPT', 'Guadalajara', 'Carriage paid to Guadalajara, Jalisco'],
  ['DAP-MUC', 'DAP', 'München', 'Delivered at place, Munich area'],
  ['CIF-YTN', 'CIF', 'Yantian port', 'Cost, insurance and freight to Yantian (sea freight)', 'inactive', 'Sea freight no longer offered for components.'],
];

export const deliverTermRows: SeedRow[] = DELIVER_TERMS.map(([code, incoterm, place, name, status = 'active', remark]) =>
  row({ code, incoterm, place, name, freight_paid_by: SELLER_PAYS.has(incoterm) ? 'seller' : 'buyer', status, remark }),
);
