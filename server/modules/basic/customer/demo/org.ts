// Demo data: the distributor's own organisation (business groups, business units, legal entities).
// The group is an invented distributor, "Hanhai Electronics" (瀚海电子).
import { row, type SeedRow } from '../../../../seed/demoRow';

type BgTuple = [code: string, name: string, manager: string, email: string, status: string, remark?: string];

const BGS: BgTuple[] = [
  ['AUTO', 'Automotive Electronics BG', 'Kevin Zhang 张凯', 'auto.bg@hanhai-elec.com', 'active'],
  ['IND', '工业与电源事业群', 'Linda Wu 吴丽娜', 'ind.bg@hanhai-elec.com', 'active', 'Industrial automation, motor control, power conversion and energy storage.'],
  ['CNS', 'Consumer & IoT BG', 'Jason Lee 李建成', 'cns.bg@hanhai-elec.com', 'active'],
  ['COMM', '通信与网络事业群', 'Eric Huang 黄志伟', 'comm.bg@hanhai-elec.com', 'active', '5G 基站、光模块及企业网络客户。'],
  ['COMP', 'Computing & Storage BG', 'Grace Lin 林怡君', 'comp.bg@hanhai-elec.com', 'active'],
  ['MED', 'Medical & Healthcare BG', 'Dr. Stefan Roth', 'med.bg@hanhai-elec.com', 'active'],
  ['EMS-KA', 'EMS 大客户事业群', 'Vincent Chow 周伟强', 'ems.ka@hanhai-elec.com', 'active', 'Global EMS key accounts served across regions.'],
  ['LEGACY', 'Legacy Passive Components BG', 'Peter Ho 何志明', 'legacy.bg@hanhai-elec.com', 'inactive', '2023 年组织调整后并入 IND，保留历史数据。'],
];

export const bgRows: SeedRow[] = BGS.map(([code, name, manager, email, status, remark]) => row({ code, name, manager, email, status, remark }));

type BuTuple = [code: string, name: string, bg: string, manager: string, status?: string, remark?: string];

const BUS: BuTuple[] = [
  ['AUTO-BODY', 'Body & Comfort Electronics', 'AUTO', 'Ivy Sun 孙佳怡'],
  ['AUTO-ADAS', '智能驾驶与座舱', 'AUTO', 'Leo Wang 王磊'],
  ['AUTO-EV', 'EV Powertrain & Charging', 'AUTO', 'Kevin Zhang 张凯', 'active', 'BMS, OBC, DC-DC and charging-pile customers.'],
  ['IND-FA', 'Factory Automation', 'IND', 'Sam Guo 郭晓东'],
  ['IND-PWR', '电源与储能', 'IND', 'Linda Wu 吴丽娜'],
  ['IND-MTR', 'Motor Control & Drives', 'IND', 'Markus Weber'],
  ['IND-MTR-EU', 'Motor Control Europe', 'IND', 'Markus Weber', 'inactive', 'Merged into IND-MTR in 2024.'],
  ['CNS-MOB', 'Mobile & Wearables', 'CNS', 'Cindy Xu 徐欣怡'],
  ['CNS-AUD', '音频与智能家居', 'CNS', 'Jason Lee 李建成'],
  ['CNS-APL', 'Home Appliances', 'CNS', 'Tony Liang 梁振宇'],
  ['COMM-5G', '5G Infrastructure', 'COMM', 'Eric Huang 黄志伟'],
  ['COMM-OPT', '光通信', 'COMM', 'Frank Yu 余峰'],
  ['COMM-ENT', 'Enterprise Networking', 'COMM', 'Brian Tsai 蔡明哲'],
  ['COMP-NB', 'Notebook & Client ODM', 'COMP', 'Grace Lin 林怡君'],
  ['COMP-SRV', '服务器与数据中心', 'COMP', 'Allen Chen 陈柏宇'],
  ['COMP-STO', 'Storage & Memory Modules', 'COMP', 'Allen Chen 陈柏宇'],
  ['MED-IMG', 'Medical Imaging', 'MED', 'Dr. Stefan Roth'],
  ['MED-PAT', '病人监护与家用医疗', 'MED', 'Helen Zhou 周慧敏'],
  ['EMS-CN', 'EMS Greater China', 'EMS-KA', 'Vincent Chow 周伟强'],
  ['EMS-TW', 'EMS Taiwan', 'EMS-KA', 'Jimmy Kuo 郭俊宏'],
  ['EMS-SEA', 'EMS Southeast Asia', 'EMS-KA', 'Rajesh Kumar'],
  ['EMS-AM', 'EMS Americas', 'EMS-KA', 'Michael Brooks'],
  ['LEG-PAS', '被动元件（旧）', 'LEGACY', 'Peter Ho 何志明', 'inactive'],
  ['LEG-DSC', 'Discretes (legacy)', 'LEGACY', 'Peter Ho 何志明', 'inactive', 'No new projects; kept for open backlog only.'],
];

export const buRows: SeedRow[] = BUS.map(([code, name, bg, manager, status = 'active', remark]) => row({ code, name, bg_id: bg, manager, status, remark }));

export const entityRows: SeedRow[] = [
  {
    code: 'HK01', name: 'Hanhai Electronics (Hong Kong) Limited', short_name: '瀚海香港', country: 'HK', tax_id: 'BR 61234578',
    currency: 'USD', address: 'Unit 1801, 18/F, Harbour Gateway Tower, 8 Hoi Fai Road, Kowloon, Hong Kong', status: 'active',
    remark: 'Offshore trading hub; most USD business is booked here.',
  },
  {
    code: 'SH01', name: '瀚海电子（上海）有限公司', short_name: 'Hanhai Shanghai', country: 'CN', tax_id: '91310115MA1K4B2X7Q',
    currency: 'CNY', address: '上海市浦东新区张江高科技园区碧波路 690 号 5 号楼 6 层', status: 'active',
  },
  {
    code: 'SZ01', name: '瀚海电子（深圳）有限公司', short_name: 'Hanhai Shenzhen', country: 'CN', tax_id: '91440300MA5F7R3N2K',
    currency: 'CNY', address: '深圳市南山区科技园南区高新南七道 12 号 A 座 1506 室', status: 'active',
  },
  {
    code: 'SZ02', name: '深圳前海瀚海供应链管理有限公司', short_name: 'Hanhai SCM Qianhai', country: 'CN', tax_id: '91440300MA5D9H1L4P',
    currency: 'CNY', address: '深圳市前海深港合作区前湾一路 1 号 A 栋 201 室', status: 'inactive',
    remark: '已停止开票，进口代理业务自 2024 年起并入 SZ01。',
  },
  {
    code: 'TW01', name: '瀚海電子股份有限公司', short_name: 'Hanhai Taiwan', country: 'TW', tax_id: '53917462',
    currency: 'TWD', address: '台北市內湖區瑞光路 468 號 9 樓', status: 'active',
  },
  {
    code: 'SG01', name: 'Hanhai Electronics (Singapore) Pte. Ltd.', short_name: 'Hanhai SG', country: 'SG', tax_id: '201812345K',
    currency: 'USD', address: '1 Kaki Bukit View, #04-12 Techview, Singapore 415941', status: 'active',
    remark: 'Regional HQ for Southeast Asia and India.',
  },
  {
    code: 'MY01', name: 'Hanhai Electronics (Malaysia) Sdn. Bhd.', short_name: 'Hanhai Penang', country: 'MY', tax_id: 'C2587413-09',
    currency: 'USD', address: 'Plot 88, Lintang Bayan Lepas 9, Bayan Lepas Industrial Park, 11900 Penang, Malaysia', status: 'active',
  },
  {
    code: 'US01', name: 'Hanhai Electronics America, Inc.', short_name: 'Hanhai US', country: 'US', tax_id: '84-2716593',
    currency: 'USD', address: '2880 Zanker Road, Suite 203, San Jose, CA 95134, USA', status: 'active',
  },
  {
    code: 'DE01', name: 'Hanhai Electronics Europe GmbH', short_name: 'Hanhai EU', country: 'DE', tax_id: 'DE318274659',
    currency: 'EUR', address: 'Landsberger Straße 302, 80687 München, Germany', status: 'active',
  },
  {
    code: 'JP01', name: 'Hanhai Electronics Japan K.K.', short_name: '瀚海ジャパン', country: 'JP', tax_id: 'T4010401123456',
    currency: 'JPY', address: '東京都港区芝浦 3-4-1 グランパークタワー 22F', status: 'active',
  },
];
