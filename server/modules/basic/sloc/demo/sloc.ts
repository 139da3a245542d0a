// Demo data: storage locations (plants of our entities, own warehouses, 3PL, VMI hubs, bonded) and
// the OR storage locations mapped onto them. Jusda and Bangtai are the 3PL warehouses the spec names.
import { row, type SeedRow } from '../../../../seed/demoRow';

type SlocTuple = [code: string, plant: string, name: string, type: string, entity: string, city: string, country: string, address: string, operator?: string, customer?: string, isDefault?: boolean, status?: string, remark?: string];

const SLOCS: SlocTuple[] = [
  // Hong Kong hub (HK01)
  ['HK10-1000', 'HK10', 'Kwai Chung main warehouse', 'own', 'HK01', 'Hong Kong', 'HK', '12/F, Kerry Cargo Centre, 55 Wing Kei Road, Kwai Chung, N.T.', undefined, undefined, true],
  ['HK10-1010', 'HK10', 'Kwai Chung quarantine cage', 'own', 'HK01', 'Hong Kong', 'HK', '12/F, Kerry Cargo Centre, 55 Wing Kei Road, Kwai Chung, N.T.', undefined, undefined, false, 'active', 'Open-market lots wait here for inspection.'],
  ['HK10-2000', 'HK10', 'Tsing Yi 3PL warehouse', '3pl', 'HK01', 'Hong Kong', 'HK', 'Tsing Yi Logistics Centre, 18 Tsing Yi Road, N.T.', 'Jusda Supply Chain'],
  ['HK10-2100', 'HK10', 'Bangtai airport warehouse', '3pl', 'HK01', 'Hong Kong', 'HK', 'Air Cargo Logistics Centre, Chek Lap Kok', 'Bangtai Logistics'],
  ['HK10-3001', 'HK10', 'VMI hub – Grand Pacific EMS', 'vmi_hub', 'HK01', 'Hong Kong', 'HK', 'Tsing Yi Logistics Centre, 18 Tsing Yi Road, N.T.', 'Jusda Supply Chain', 'HK30003'],
  ['HK10-3002', 'HK10', 'VMI hub – Silverbay Technology', 'vmi_hub', 'HK01', 'Hong Kong', 'HK', 'Tsing Yi Logistics Centre, 18 Tsing Yi Road, N.T.', 'Jusda Supply Chain', 'HK30004'],
  // Shenzhen (SZ01)
  ['SZ10-1000', 'SZ10', '福田保税区仓库', 'bonded', 'SZ01', '深圳', 'CN', '深圳市福田保税区桃花路 8 号', undefined, undefined, true],
  ['SZ10-1100', 'SZ10', '宝安一般贸易仓', 'own', 'SZ01', '深圳', 'CN', '深圳市宝安区福永街道凤凰路 118 号'],
  ['SZ10-2000', 'SZ10', '前海 3PL 仓（Jusda）', '3pl', 'SZ01', '深圳', 'CN', '深圳市前海深港合作区临海大道 59 号', 'Jusda Supply Chain'],
  ['SZ10-3001', 'SZ10', 'VMI 仓 – 华擎智能', 'vmi_hub', 'SZ01', '深圳', 'CN', '深圳市宝安区福永街道凤凰第四工业区 A3 栋', 'Bangtai Logistics', 'SZ10001'],
  ['SZ10-3002', 'SZ10', 'VMI 仓 – 铭达电子', 'vmi_hub', 'SZ01', '东莞', 'CN', '东莞市长安镇乌沙社区兴发南路 28 号', 'Bangtai Logistics', 'SZ10002'],
  ['SZ10-3003', 'SZ10', 'VMI 仓 – 鑫源通讯', 'vmi_hub', 'SZ01', '深圳', 'CN', '深圳市龙岗区坂田街道五和大道 4023 号', 'Bangtai Logistics', 'SZ10003', false, 'inactive', '2024 年客户改为自管库存，VMI 结束。'],
  // Shanghai (SH01)
  ['SH10-1000', 'SH10', '外高桥保税仓', 'bonded', 'SH01', '上海', 'CN', '上海市浦东新区外高桥保税区富特北路 211 号', undefined, undefined, true],
  ['SH10-1100', 'SH10', '嘉定一般贸易仓', 'own', 'SH01', '上海', 'CN', '上海市嘉定区安亭镇园福路 66 号'],
  ['SH10-3001', 'SH10', 'VMI 仓 – 捷锐精密', 'vmi_hub', 'SH01', '苏州', 'CN', '苏州工业园区星龙街 368 号', 'Jusda Supply Chain', 'SH20001'],
  ['SH10-3002', 'SH10', 'VMI 仓 – 纳川汽车电子', 'vmi_hub', 'SH01', '上海', 'CN', '上海市嘉定区安亭镇墨玉南路 1018 号', 'Jusda Supply Chain', 'SH20002'],
  ['SH10-3003', 'SH10', 'VMI 仓 – 博升电脑', 'vmi_hub', 'SH01', '昆山', 'CN', '昆山市开发区前进东路 579 号', 'Bangtai Logistics', 'SH20012'],
  // Taiwan (TW01)
  ['TW10-1000', 'TW10', '內湖發貨倉', 'own', 'TW01', '台北', 'TW', '台北市內湖區瑞光路 468 號 B1', undefined, undefined, true],
  ['TW10-2000', 'TW10', '桃園機場自由貿易港區倉', 'bonded', 'TW01', '桃園', 'TW', '桃園市大園區航勤北路 15 號', 'Bangtai Logistics'],
  // Singapore and Malaysia
  ['SG10-1000', 'SG10', 'Changi Logistics Park warehouse', 'own', 'SG01', 'Singapore', 'SG', '9 Changi South Street 3, #03-01, Singapore 486361', undefined, undefined, true],
  ['SG10-2000', 'SG10', 'Airport Logistics Park FTZ', 'bonded', 'SG01', 'Singapore', 'SG', '11 Airport Logistics Park Road, Singapore 819643', 'Jusda Supply Chain'],
  ['MY10-1000', 'MY10', 'Bayan Lepas FIZ warehouse', 'bonded', 'MY01', 'Penang', 'MY', 'Plot 88, Lintang Bayan Lepas 9, 11900 Penang', undefined, undefined, true],
  ['MY10-3001', 'MY10', 'VMI hub – Penang Valley Electronics', 'vmi_hub', 'MY01', 'Penang', 'MY', 'Plot 21, Bayan Lepas FIZ Phase 4, 11900 Penang', 'Bangtai Logistics', 'MY60001'],
  // Americas, Europe, Japan
  ['US10-1000', 'US10', 'Dallas distribution centre', 'own', 'US01', 'Dallas', 'US', '4500 Diplomacy Road, Fort Worth, TX 76155', undefined, undefined, true],
  ['US10-2000', 'US10', 'San Jose 3PL', '3pl', 'US01', 'San Jose', 'US', '2150 Ringwood Avenue, San Jose, CA 95131', 'Pacific Gateway 3PL'],
  ['US10-3001', 'US10', 'VMI hub – EEB Jalisco', 'vmi_hub', 'US01', 'Guadalajara', 'MX', 'Parque Industrial El Salto, 45680 El Salto, Jalisco', 'Pacific Gateway 3PL', 'US70006'],
  ['DE10-1000', 'DE10', 'München Lager', 'own', 'DE01', 'München', 'DE', 'Landsberger Straße 302, 80687 München', undefined, undefined, true],
  ['DE10-2000', 'DE10', 'Zolllager Frankfurt', 'bonded', 'DE01', 'Frankfurt am Main', 'DE', 'CargoCity Süd, Gebäude 640, 60549 Frankfurt', 'Rhein-Main Logistik'],
  ['JP10-1000', 'JP10', '東京倉庫', 'own', 'JP01', '東京', 'JP', '東京都大田区平和島 6-1-1', undefined, undefined, true],
  ['JP10-2000', 'JP10', '成田保税倉庫', 'bonded', 'JP01', '成田', 'JP', '千葉県成田市三里塚御料牧場 1-1', 'Narita Air Logistics', undefined, false, 'inactive', 'Closed 2024-12; stock moved to JP10-1000.'],
];

export const slocRows: SeedRow[] = SLOCS.map(([code, plant, name, warehouse_type, entity, city, country, address, operator, customer, isDefault = false, status = 'active', remark]) =>
  row({ code, plant, name, warehouse_type, entity_id: entity, customer_id: customer, operator, address, city, country, is_default: isDefault, status, remark }),
);

type OrSlocTuple = [code: string, name: string, plant: string, sloc: string, entity: string, purpose: string, status?: string, remark?: string];

const OR_SLOCS: OrSlocTuple[] = [
  ['OR-HK10-R01', 'HK receiving', 'HK10', 'HK10-1000', 'HK01', 'receiving'],
  ['OR-HK10-Q01', 'HK incoming inspection', 'HK10', 'HK10-1010', 'HK01', 'quarantine', 'active', 'Broker and EMS-excess ORs are received here first.'],
  ['OR-HK10-C01', 'HK consignment (Jusda)', 'HK10', 'HK10-2000', 'HK01', 'consignment'],
  ['OR-HK10-RMA', 'HK customer returns', 'HK10', 'HK10-1010', 'HK01', 'returns'],
  ['OR-SZ10-R01', '深圳保税收货', 'SZ10', 'SZ10-1000', 'SZ01', 'receiving'],
  ['OR-SZ10-R02', '深圳一般贸易收货', 'SZ10', 'SZ10-1100', 'SZ01', 'receiving'],
  ['OR-SH10-R01', '上海保税收货', 'SH10', 'SH10-1000', 'SH01', 'receiving'],
  ['OR-SG10-R01', 'Singapore receiving', 'SG10', 'SG10-1000', 'SG01', 'receiving'],
  ['OR-US10-R01', 'Dallas receiving', 'US10', 'US10-1000', 'US01', 'receiving'],
  ['OR-JP10-R01', '成田保税入庫', 'JP10', 'JP10-2000', 'JP01', 'receiving', 'inactive', 'Replaced by receiving into JP10-1000.'],
];

export const orSlocRows: SeedRow[] = OR_SLOCS.map(([code, name, plant, sloc, entity, purpose, status = 'active', remark]) =>
  row({ code, name, plant, sloc_id: sloc, entity_id: entity, purpose, status, remark }),
);
