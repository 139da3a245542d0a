// Demo data: vendor types and ratios, rank groups, employee ranks and staff accounts (names invented).
import { hash, row, type SeedRow } from '../../../../seed/demoRow';

type VendorTypeTuple = [code: string, name: string, authorized: boolean, ratio: number, description: string, status?: string, remark?: string];

const VENDOR_TYPES: VendorTypeTuple[] = [
  ['FRANCHISE', 'Franchised distributor', true, 100, 'Authorized distribution partner of the manufacturer; full traceability.'],
  ['MFR-DIRECT', 'Manufacturer direct', true, 100, "Bought from the manufacturer's own sales office."],
  ['BROKER', 'Independent broker', false, 60, 'Open-market source; incoming inspection required.', 'active', '比例按质量风险折算。'],
  ['EMS-EXCESS', 'EMS excess buy-back', false, 80, "Factory-sealed excess bought back from an EMS customer's warehouse."],
  ['INTERCO', 'Inter-company', true, 0, 'Transfers between our own entities; not counted in vendor reconciliation.'],
  ['LOGISTICS', 'Logistics service provider', false, 0, '3PL, forwarding and trucking; never a source of parts.', 'inactive', 'Logistics vendors moved to the route-charge screens in 2024.'],
];

export const vendorTypeRows: SeedRow[] = VENDOR_TYPES.map(([code, name, authorized, default_ratio, description, status = 'active', remark]) =>
  row({ code, name, authorized, default_ratio, description, status, remark }),
);

/** Vendor codes with the ratio their type gives by default (kept in step with company.ts). */
const RATIO_VENDORS: [vendor: string, base: number][] = [
  ['V10001', 100], ['V10002', 100], ['V10003', 100], ['V10004', 100], ['V10005', 100], ['V10006', 100], ['V10007', 100],
  ['V20001', 100], ['V20002', 100], ['V20003', 100],
  ['V30001', 60], ['V30002', 60], ['V30004', 60],
  ['V40001', 80], ['V40002', 80],
];
const PERIODS = ['2024-Q3', '2024-Q4', '2025-Q1', '2025-Q2'];

const REFUSAL_MEMOS = [
  'Ratio above the agreed cap for open-market sources; resubmit with QA sign-off.',
  '比例与采购协议不符，请附上原厂确认函后重新提交。',
  'Two lots failed incoming inspection this quarter: ratio cannot exceed 50%.',
];

/**
 * 15 vendors x 4 quarters. Older quarters are decided (mostly agreed, some refused with a memo); the
 * latest is still pending review, as the audit screen would show it.
 */
export const vendorRatioRows: SeedRow[] = RATIO_VENDORS.flatMap(([vendor, base], v) =>
  PERIODS.map((period, p) => {
    const h = hash(`${vendor}|${period}`);
    // Authorized sources keep 100% unless cut (late deliveries); brokers and excess sources get less than their type's default.
    const ratio = base === 100 ? (h % 5 === 0 ? 95 : 100) : Number((base - (h % 20) - ((h >>> 5) % 4) * 0.25).toFixed(2));
    const latest = p === PERIODS.length - 1;
    const refused = !latest && base < 100 && (v + p) % 3 === 0;
    return row({
      vendor_id: vendor,
      period,
      ratio,
      audit_status: latest ? '1' : refused ? '3' : '2',
      audit_memo: refused ? REFUSAL_MEMOS[(v + p) % REFUSAL_MEMOS.length] : latest ? undefined : p === 0 && v % 4 === 0 ? 'Agreed per the annual vendor review.' : undefined,
      remark: v === 0 && latest ? 'Submitted by purchasing on the first working day of the quarter.' : undefined,
    });
  }),
);

type RankGroupTuple = [code: string, name: string, basis: string, order: number, description: string, status?: string];

const RANK_GROUPS: RankGroupTuple[] = [
  ['SALES', 'Sales', 'gross_profit', 10, 'Account managers and sales directors: incentive on quarterly gross profit.'],
  ['FAE', 'Field application engineering', 'design_win', 20, 'FAEs: incentive on registered design wins that reach production.'],
  ['PM', 'Product management', 'revenue', 30, 'Product managers: incentive on their product lines’ revenue.'],
  ['OPS', 'Operations & logistics', 'none', 40, 'Buyers, planners and warehouse staff: fixed salary, annual bonus only.'],
  ['MGMT', 'Management', 'gross_profit', 50, 'BG heads and country managers.'],
  ['INTERN', 'Interns (legacy)', 'none', 90, 'Former internship grades.', 'inactive'],
];

export const rankGroupRows: SeedRow[] = RANK_GROUPS.map(([code, name, incentive_basis, sort_order, description, status = 'active']) =>
  row({ code, name, incentive_basis, sort_order, description, status }),
);

type RankTuple = [code: string, name: string, group: string, level: number, rate?: number, target?: number, status?: string, remark?: string];

const RANKS: RankTuple[] = [
  ['S1', 'Sales Representative', 'SALES', 1, 3, 150000],
  ['S2', 'Senior Sales Representative', 'SALES', 2, 3.5, 300000],
  ['S3', 'Account Manager', 'SALES', 3, 4, 500000],
  ['S4', 'Senior Account Manager', 'SALES', 4, 4.5, 800000],
  ['S5', 'Key Account Manager', 'SALES', 5, 5, 1200000],
  ['S6', 'Sales Director', 'SALES', 6, 2, 3000000, 'active', 'Team override on top of own accounts.'],
  ['F1', 'Application Engineer', 'FAE', 1, 1.5],
  ['F2', 'Field Application Engineer', 'FAE', 2, 2],
  ['F3', 'Senior FAE', 'FAE', 3, 2.5],
  ['F4', 'Principal FAE', 'FAE', 4, 3],
  ['F5', 'FAE Manager', 'FAE', 5, 2, undefined, 'active', '按团队设计导入计算。'],
  ['P1', 'Product Marketing Specialist', 'PM', 1, 0.5, 2000000],
  ['P2', 'Product Manager', 'PM', 2, 0.8, 5000000],
  ['P3', 'Senior Product Manager', 'PM', 3, 1, 10000000],
  ['P4', 'Product Line Director', 'PM', 4, 0.6, 25000000],
  ['O1', 'Operations Assistant', 'OPS', 1],
  ['O2', 'Buyer / Planner', 'OPS', 2],
  ['O3', 'Senior Buyer', 'OPS', 3],
  ['O4', 'Operations Supervisor', 'OPS', 4],
  ['O5', 'Operations Manager', 'OPS', 5],
  ['M1', 'Country Manager', 'MGMT', 1, 1, 10000000],
  ['M2', 'BG Head', 'MGMT', 2, 0.8, 30000000],
  ['M3', 'Regional President', 'MGMT', 3, 0.5, 80000000],
  ['I1', 'Intern', 'INTERN', 1, undefined, undefined, 'inactive'],
  ['S0', 'Sales Trainee', 'SALES', 1, 1, 50000, 'inactive', 'Merged into S1 from 2024.'],
];

export const employeeRankRows: SeedRow[] = RANKS.map(([code, name, group, level, incentive_rate, quarterly_target, status = 'active', remark]) =>
  row({ code, name, rank_group_id: group, level, incentive_rate, quarterly_target, status, remark }),
);

type AccountTuple = [no: string, account: string, name: string, rank: string, bg: string | undefined, entity: string, cc: string, supervisor: string | undefined, from: string, to?: string, status?: string, remark?: string];

const ACCOUNTS: AccountTuple[] = [
  ['HH00012', 'kevin.zhang', 'Kevin Zhang 张凯', 'M2', 'AUTO', 'SH01', 'CC-AUTO', 'Regional President', '2019-01-01'],
  ['HH00015', 'linda.wu', 'Linda Wu 吴丽娜', 'M2', 'IND', 'SH01', 'CC-IND', 'Regional President', '2019-01-01'],
  ['HH00021', 'jason.lee', 'Jason Lee 李建成', 'M2', 'CNS', 'SZ01', 'CC-CNS', 'Regional President', '2020-04-01'],
  ['HH00033', 'eric.huang', 'Eric Huang 黄志伟', 'M2', 'COMM', 'HK01', 'CC-COMM', 'Regional President', '2018-07-01'],
  ['HH00041', 'vincent.chow', 'Vincent Chow 周伟强', 'S6', 'EMS-KA', 'HK01', 'CC-EMS', 'Kevin Zhang 张凯', '2017-03-01'],
  ['HH00102', 'amy.zhao', 'Amy Zhao 赵敏', 'S4', 'CNS', 'SZ01', 'CC-CNS', 'Jason Lee 李建成', '2020-09-01'],
  ['HH00108', 'ryan.liu', 'Ryan Liu 刘洋', 'S3', 'COMM', 'SZ01', 'CC-COMM', 'Eric Huang 黄志伟', '2021-02-01'],
  ['HH00115', 'iris.tang', 'Iris Tang 唐诗雨', 'S3', 'IND', 'SZ01', 'CC-IND', 'Linda Wu 吴丽娜', '2021-06-01'],
  ['HH00123', 'nina.shen', 'Nina Shen 沈佳', 'S4', 'EMS-KA', 'SH01', 'CC-EMS', 'Vincent Chow 周伟强', '2019-11-01'],
  ['HH00131', 'leo.wang', 'Leo Wang 王磊', 'S5', 'AUTO', 'SH01', 'CC-AUTO', 'Kevin Zhang 张凯', '2018-05-01'],
  ['HH00137', 'frank.yu', 'Frank Yu 余峰', 'P3', 'COMM', 'SH01', 'CC-PM', 'Eric Huang 黄志伟', '2020-01-01'],
  ['HH00142', 'helen.zhou', 'Helen Zhou 周慧敏', 'P3', 'MED', 'SH01', 'CC-PM', 'Linda Wu 吴丽娜', '2019-08-01'],
  ['HH00150', 'sam.guo', 'Sam Guo 郭晓东', 'P2', 'IND', 'SZ01', 'CC-PM', 'Linda Wu 吴丽娜', '2021-03-01'],
  ['HH00201', 'chen.hao', 'Chen Hao 陈浩', 'F3', 'IND', 'SZ01', 'CC-FAE', 'Sam Guo 郭晓东', '2020-05-01'],
  ['HH00207', 'zhou.jie', 'Zhou Jie 周杰', 'F2', 'CNS', 'SZ01', 'CC-FAE', 'Jason Lee 李建成', '2022-07-01'],
  ['HH00213', 'wu.xia', 'Wu Xia 吴霞', 'F2', 'CNS', 'SZ01', 'CC-FAE', 'Jason Lee 李建成', '2022-10-01'],
  ['HH00301', 'grace.lin', 'Grace Lin 林怡君', 'S5', 'COMP', 'TW01', 'CC-COMP', 'Eric Huang 黄志伟', '2018-02-01'],
  ['HH00305', 'brian.tsai', 'Brian Tsai 蔡明哲', 'P2', 'COMM', 'TW01', 'CC-PM', 'Grace Lin 林怡君', '2021-09-01'],
  ['HH00402', 'rajesh.kumar', 'Rajesh Kumar', 'S4', 'EMS-KA', 'SG01', 'CC-SEA', 'Vincent Chow 周伟强', '2020-03-01'],
  ['HH00501', 'markus.weber', 'Markus Weber', 'P3', 'IND', 'DE01', 'CC-EU', 'Linda Wu 吴丽娜', '2019-04-01'],
  ['HH00601', 'michael.brooks', 'Michael Brooks', 'S5', 'EMS-KA', 'US01', 'CC-US', 'Vincent Chow 周伟强', '2018-10-01'],
  ['HH00702', 'karen.wong', 'Karen Wong', 'O3', undefined, 'HK01', 'CC-OPS', 'Peter Ho 何志明', '2016-06-01'],
  ['HH00705', 'ong.kahhock', 'Ong Kah Hock', 'O2', undefined, 'SG01', 'CC-OPS', 'Karen Wong', '2022-01-01'],
  ['HH00088', 'peter.ho', 'Peter Ho 何志明', 'O5', 'LEGACY', 'HK01', 'CC-OPS', 'Regional President', '2015-01-01'],
  ['HH00099', 'stefan.roth', 'Dr. Stefan Roth', 'M1', 'MED', 'DE01', 'CC-EU', 'Regional President', '2019-06-01', '2025-03-31', 'inactive', 'Left the company on 2025-03-31; accounts handed to Helen Zhou.'],
];

export const accountSettingRows: SeedRow[] = ACCOUNTS.map(([employee_no, account, name, rank, bg, entity, cost_center, supervisor, effective_from, effective_to, status = 'active', remark]) =>
  row({
    employee_no,
    account,
    name,
    email: `${account}@hanhai-elec.com`,
    employee_rank_id: rank,
    bg_id: bg,
    entity_id: entity,
    cost_center,
    supervisor,
    effective_from,
    effective_to,
    status,
    remark,
  }),
);
