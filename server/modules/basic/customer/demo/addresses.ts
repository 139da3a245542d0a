// Demo data: bill-to parties and ship-to addresses.
// Every customer gets a default bill-to (-B1) and ship-to (-S1) at its head office; the lists below
// add offshore billing entities, VMI hubs and further plants for the larger accounts.
import { contactFor, domainFor, taxIdFor } from './contacts';
import { CUSTOMERS, type CustomerSource } from './customers';
import { row, type SeedRow } from '../../../../seed/demoRow';

const byCode = new Map(CUSTOMERS.map((c) => [c.code, c]));
const customer = (code: string): CustomerSource => {
  const c = byCode.get(code);
  if (!c) throw new Error(`seed: unknown customer ${code}`);
  return c;
};

interface ExtraBillTo {
  code: string;
  name: string;
  customer: string;
  address: string;
  tax_id?: string;
  vmi?: boolean;
  status?: string;
  remark?: string;
}

const EXTRA_BILL_TO: ExtraBillTo[] = [
  { code: 'HK30003-B2', customer: 'HK30003', name: '宏太平洋电子（深圳）有限公司', address: '深圳市宝安区福海街道新和大道 108 号', tax_id: '91440300MA5G2K8T1W', remark: '内销（非保税）出货开人民币发票。' },
  { code: 'HK30003-B3', customer: 'HK30003', name: 'Grand Pacific EMS - Yantian VMI Hub', address: '深圳市盐田区盐田综合保税区北区 6 号仓', vmi: true, remark: 'Hub run by a 3PL; invoiced on pull.' },
  { code: 'SZ10002-B2', customer: 'SZ10002', name: 'Mingda International (HK) Limited', address: 'Unit 5, G/F, Kwai Shing Industrial Building, 36 Tai Lin Pai Road, Kwai Chung, N.T., Hong Kong', tax_id: 'BR 70315526', remark: 'Offshore billing for USD orders.' },
  { code: 'SZ10002-B3', customer: 'SZ10002', name: '东莞市铭达电子有限公司（旧址）', address: '东莞市长安镇上沙第五工业区 3 号', status: 'inactive', remark: '地址变更，2024-06 起停用。' },
  { code: 'SZ10001-B2', customer: 'SZ10001', name: '华擎智能 VMI 仓（福永保税物流园）', address: '深圳市宝安区福永街道福海保税物流园 2 号仓', vmi: true },
  { code: 'SH20001-B2', customer: 'SH20001', name: '捷锐精密 VMI 仓（苏州综保区）', address: '苏州工业园区综合保税区港田路 99 号', vmi: true },
  { code: 'TW40001-B2', customer: 'TW40001', name: 'Dingchang International (Samoa) Co., Ltd.', address: 'Offshore Chambers, P.O. Box 217, Apia, Samoa', remark: 'Offshore company billed for shipments to the China plants.' },
  { code: 'TW40001-B3', customer: 'TW40001', name: '鼎昌電腦（重慶）有限公司', address: '重庆市沙坪坝区西永微电子产业园西永大道 28 号', tax_id: '91500106MA60L3QW2R' },
  { code: 'TW40006-B2', customer: 'TW40006', name: 'Yunfeng Holdings (BVI) Limited', address: 'P.O. Box 3321, Road Town, Tortola, British Virgin Islands' },
  { code: 'SG50001-B2', customer: 'SG50001', name: 'Straits Precision VMI Hub (Tuas)', address: '7 Tuas South Link 1, Singapore 637612', vmi: true },
  { code: 'MY60001-B2', customer: 'MY60001', name: 'Penang Valley VMI Hub', address: 'Plot 30, Lorong Perusahaan Maju 8, Prai Industrial Estate, 13600 Prai, Penang', vmi: true },
  { code: 'US70006-B2', customer: 'US70006', name: 'EEB Holdings LLC', address: '6040 Gateway Blvd East, El Paso, TX 79905, USA', tax_id: '86-4410273', remark: 'US parent; pays for the Mexican plants.' },
];

export const billToRows: SeedRow[] = [
  ...CUSTOMERS.map((c, i) =>
    row({
      code: `${c.code}-B1`,
      name: c.name,
      customer_id: c.code,
      address: c.addr,
      tax_id: taxIdFor(c.country, i),
      contact: contactFor(c.country, i),
      email: `${i % 3 === 0 ? 'ap' : 'invoice'}@${domainFor(c.short, c.country)}`,
      vmi: false,
      status: c.status ?? 'active',
    }),
  ),
  ...EXTRA_BILL_TO.map((b, i) => {
    const c = customer(b.customer);
    return row({
      code: b.code,
      name: b.name,
      customer_id: b.customer,
      address: b.address,
      tax_id: b.tax_id,
      contact: contactFor(c.country, i + 3),
      email: `${b.vmi ? 'vmi' : 'ap'}@${domainFor(c.short, c.country)}`,
      vmi: b.vmi ?? false,
      status: b.status ?? 'active',
      remark: b.remark,
    });
  }),
];

type ExtraShipTo = [code: string, customer: string, name: string, plant: string, city: string, country: string, address: string, phone: string, deliverTerm?: string, status?: string, remark?: string];

const EXTRA_SHIP_TO: ExtraShipTo[] = [
  ['HK30003-S2', 'HK30003', 'Grand Pacific EMS 深圳福永工厂', 'GP-SZ1', '深圳', 'CN', '深圳市宝安区福海街道新和大道 108 号', '+86 755 2981 6600', 'DAP-SZ'],
  ['HK30003-S3', 'HK30003', 'Grand Pacific EMS 东莞清溪工厂', 'GP-DG2', '东莞', 'CN', '东莞市清溪镇青湖工业区振兴路 6 号', '+86 769 8732 1150', 'DAP-DG'],
  ['HK30003-S4', 'HK30003', 'Grand Pacific EMS Chongqing Plant', 'GP-CQ3', '重庆', 'CN', '重庆市沙坪坝区西永综合保税区 B 区 3 号厂房', '+86 23 6591 0088'],
  ['HK30003-S5', 'HK30003', 'Grand Pacific VMI Hub (Yantian)', 'VMI-YT', '深圳', 'CN', '深圳市盐田区盐田综合保税区北区 6 号仓', '+86 755 2529 4410', 'DAP-SZ', 'active', 'Consignment stock; the hub reports pulls daily.'],
  ['HK30004-S2', 'HK30004', 'Silverbay Tech 深圳石岩工厂', 'SB-SY', '深圳', 'CN', '深圳市宝安区石岩街道塘头大道 168 号', '+86 755 2765 3309', 'DAP-SZ'],
  ['SZ10001-S2', 'SZ10001', '华擎智能 惠州仲恺工厂', 'HQ-HZ', '惠州', 'CN', '惠州市仲恺高新区陈江街道惠风东二路 12 号', '+86 752 5630 7781'],
  ['SZ10002-S2', 'SZ10002', '铭达电子 长安二厂', 'MD-P2', '东莞', 'CN', '东莞市长安镇锦厦社区河东路 66 号', '+86 769 8539 0021', 'DAP-DG'],
  ['SZ10002-S3', 'SZ10002', 'Mingda EMS Hong Kong transit', 'HK-TRANSIT', 'Hong Kong', 'HK', 'Unit 5, G/F, Kwai Shing Industrial Building, 36 Tai Lin Pai Road, Kwai Chung, N.T.', '+852 2426 1187', 'FCA-HK', 'inactive', '旧中转仓，2024 年停用。'],
  ['SZ10003-S2', 'SZ10003', '鑫源通讯 东莞松山湖工厂', 'XY-SSL', '东莞', 'CN', '东莞市松山湖高新区工业北路 6 号', '+86 769 2289 4530', 'DAP-DG'],
  ['SH20001-S2', 'SH20001', '捷锐精密 VMI 仓（苏州综保区）', 'JR-VMI', '苏州', 'CN', '苏州工业园区综合保税区港田路 99 号', '+86 512 6763 2218', 'DAP-SUZ'],
  ['SH20001-S3', 'SH20001', '捷锐精密 吴江工厂', 'JR-WJ', '苏州', 'CN', '苏州市吴江经济技术开发区庞金路 1801 号', '+86 512 6308 1146', 'DAP-SUZ'],
  ['SH20002-S2', 'SH20002', '纳川汽车电子 武汉工厂', 'NC-WH', '武汉', 'CN', '武汉经济技术开发区车城大道 1188 号', '+86 27 8428 5506'],
  ['SH20009-S2', 'SH20009', '长屿汽车电子 柳州工厂', 'CY-LZ', '柳州', 'CN', '柳州市柳东新区新柳大道 68 号', '+86 772 3161 0275'],
  ['TW40001-S2', 'TW40001', '鼎昌電腦 重慶廠', 'DC-CQ', '重庆', 'CN', '重庆市沙坪坝区西永微电子产业园西永大道 28 号', '+86 23 6592 7300'],
  ['TW40001-S3', 'TW40001', '鼎昌電腦 昆山廠', 'DC-KS', '昆山', 'CN', '昆山市综合保税区第二大道 369 号', '+86 512 5736 8800', 'DAP-SUZ'],
  ['TW40001-S4', 'TW40001', 'Dingchang Computer Vietnam', 'DC-VN', 'Bac Giang', 'VN', 'Lot K, Quang Chau Industrial Park, Viet Yen, Bac Giang', '+84 204 3566 120'],
  ['TW40002-S2', 'TW40002', '宏晉光電 竹南廠', 'HJ-ZN', '苗栗', 'TW', '苗栗縣竹南鎮科研路 36 號', '+886 37 586 100', 'DAP-HSC'],
  ['TW40006-S2', 'TW40006', '雲峰伺服器 桃園二廠', 'YF-T2', '桃園', 'TW', '桃園市龜山區文化一路 9 號', '+886 3 327 1200', 'FCA-TPE'],
  ['TW40006-S3', 'TW40006', 'Yunfeng Server Mexico', 'YF-MX', 'Ciudad Juárez', 'MX', 'Av. Pedro Rosales de León 7510, Parque Industrial Intermex, Ciudad Juárez, Chihuahua 32690', '+52 656 688 2400'],
  ['TW40007-S2', 'TW40007', '嘉鴻電子 蘇州廠', 'CH-SZ', '苏州', 'CN', '苏州市相城区黄埭镇春秋路 8 号', '+86 512 6573 2090', 'DAP-SUZ'],
  ['SG50001-S2', 'SG50001', 'Straits Precision Batam Plant', 'SP-BTM', 'Batam', 'ID', 'Jl. Beringin Lot 211, Batamindo Industrial Park, Muka Kuning, Batam 29433', '+62 770 612 455', 'EXW-SG'],
  ['SG50001-S3', 'SG50001', 'Straits Precision VMI Hub (Tuas)', 'SP-VMI', 'Singapore', 'SG', '7 Tuas South Link 1, Singapore 637612', '+65 6862 0915', 'EXW-SG'],
  ['SG50001-S4', 'SG50001', 'Straits Precision Penang Plant', 'SP-PEN', 'Bayan Lepas', 'MY', 'Plot 101, Phase 4, Bayan Lepas FIZ, 11900 Penang', '+60 4 616 2280', 'DAP-PEN'],
  ['SG50003-S2', 'SG50003', 'Saigon Circuit Dong Nai Plant', 'SC-DN', 'Bien Hoa', 'VN', 'Road 9, Bien Hoa II Industrial Zone, Bien Hoa City, Dong Nai', '+84 251 3836 447', 'DAP-HCM'],
  ['MY60001-S2', 'MY60001', 'Penang Valley VMI Hub', 'PV-VMI', 'Prai', 'MY', 'Plot 30, Lorong Perusahaan Maju 8, Prai Industrial Estate, 13600 Prai, Penang', '+60 4 507 3318', 'DAP-PEN'],
  ['MY60001-S3', 'MY60001', 'Penang Valley Kulim Plant', 'PV-KLM', 'Kulim', 'MY', 'Lot 22, Jalan Hi-Tech 6, Kulim Hi-Tech Park, 09000 Kulim, Kedah', '+60 4 403 1902', 'DAP-PEN'],
  ['US70001-S2', 'US70001', 'Redwood Ridge c/o EEB Jalisco', 'RR-GDL', 'El Salto', 'MX', 'Carretera Guadalajara-Chapala Km 15.5, Parque Industrial El Salto, Jalisco 45680', '+52 33 3688 4125', 'CPT-GDL', 'active', 'Consigned parts for the contract manufacturer.'],
  ['US70005-S2', 'US70005', 'Cascade DC Reno Integration Center', 'CD-RNO', 'McCarran', 'US', '1200 Waltham Way, McCarran, NV 89437', '+1 (775) 555-0190'],
  ['US70006-S2', 'US70006', 'EEB Monterrey Plant', 'EEB-MTY', 'Apodaca', 'MX', 'Av. Miguel Alemán 1300, Parque Industrial Stiva, Apodaca, Nuevo León 66600', '+52 81 8196 3300'],
  ['DE80001-S2', 'DE80001', 'Rheinwerk Lager Karlsruhe', 'RW-KA', 'Karlsruhe', 'DE', 'Ottostraße 5, 76227 Karlsruhe', '+49 721 9415 200', 'DAP-MUC', 'inactive', 'Warehouse closed; use the Bruchsal plant.'],
  ['DE80003-S2', 'DE80003', 'BFE Werk Timișoara', 'BFE-TM', 'Timișoara', 'RO', 'Calea Șagului 205, 300517 Timișoara', '+40 256 306 410'],
  ['JP90001-S2', 'JP90001', '風森電機 熊本工場', 'KZ-KMM', '熊本', 'JP', '熊本県菊池郡菊陽町原水 4000-1', '+81 96 232 5100'],
];

export const shipToRows: SeedRow[] = [
  ...CUSTOMERS.map((c, i) =>
    row({
      code: `${c.code}-S1`,
      name: /[A-Za-z]/.test(c.name) ? `${c.short} head office` : `${c.name} 本部`,
      customer_id: c.code,
      plant: 'P01',
      address: c.addr,
      city: c.city,
      country: c.country,
      deliver_term_id: c.dlv,
      contact: contactFor(c.country, i + 5),
      phone: c.phone,
      status: c.status ?? 'active',
    }),
  ),
  ...EXTRA_SHIP_TO.map(([code, cust, name, plant, city, country, address, phone, deliverTerm, status = 'active', remark], i) =>
    row({
      code,
      name,
      customer_id: customer(cust).code,
      plant,
      address,
      city,
      country,
      deliver_term_id: deliverTerm,
      contact: contactFor(country, i + 2),
      phone,
      status,
      remark,
    }),
  ),
];
