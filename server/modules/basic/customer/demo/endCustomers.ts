// Demo data: end customers, the OEMs whose designs use the parts (all invented).
// fb_ec_name is the name the franchise supplier knows the end customer by (design-registration name).
import { row, type SeedRow } from '../../../../seed/demoRow';

type EcTuple = [ecCode: string, name: string, fbEcName: string | undefined, bg: string | undefined, industry: string | undefined, country: string | undefined, status?: string, remark?: string];

const END_CUSTOMERS: EcTuple[] = [
  // Automotive
  ['EC-ZHIXING', '智行汽车科技有限公司', 'ZHIXING AUTOMOTIVE', 'AUTO', 'automotive', 'CN'],
  ['EC-QINGLAN', '青岚新能源汽车有限公司', 'QINGLAN EV', 'AUTO', 'automotive', 'CN', 'active', 'BMS and OBC design wins 2024.'],
  ['EC-HAOYUN', '浩云重型卡车股份有限公司', 'HAOYUN TRUCKS', 'AUTO', 'automotive', 'CN'],
  ['EC-YUFENG', '裕峰汽車股份有限公司', 'YUFENG MOTOR', 'AUTO', 'automotive', 'TW'],
  ['EC-VOLTARIS', 'Voltaris Automotive GmbH', 'VOLTARIS', 'AUTO', 'automotive', 'DE'],
  ['EC-IRONBRIDGE', 'Ironbridge Motors, Inc.', 'IRONBRIDGE MOTORS', 'AUTO', 'automotive', 'US'],
  ['EC-HANASAKI', '花咲モーター株式会社', 'HANASAKI MOTOR', 'AUTO', 'automotive', 'JP'],
  ['EC-SIAMEV', 'Siam Electric Mobility Co., Ltd.', 'SIAM E-MOBILITY', 'AUTO', 'automotive', 'TH'],
  // Industrial
  ['EC-HUIKONG', '汇控自动化技术有限公司', 'HUIKONG AUTOMATION', 'IND', 'industrial', 'CN'],
  ['EC-JUNENG', '聚能储能科技有限公司', 'JUNENG ESS', 'IND', 'industrial', 'CN', 'active', '户用储能及工商业储能柜。'],
  ['EC-SHENGYANG', '晟阳光伏逆变器有限公司', 'SHENGYANG INVERTER', 'IND', 'industrial', 'CN'],
  ['EC-KRONACH', 'Kronach Industrieautomation AG', 'KRONACH', 'IND', 'industrial', 'DE'],
  ['EC-OAKRIDGE', 'Oakridge Controls Corp.', 'OAKRIDGE CONTROLS', 'IND', 'industrial', 'US'],
  ['EC-TAKUMI', '匠ロボティクス株式会社', 'TAKUMI ROBOTICS', 'IND', 'industrial', 'JP'],
  ['EC-MERIDIAN', 'Meridian Grid Solutions LLC', 'MERIDIAN GRID', 'IND', 'industrial', 'US'],
  ['EC-VOLTHAUS', 'Volthaus Energietechnik GmbH', 'VOLTHAUS', 'IND', 'industrial', 'DE', 'inactive', 'Insolvent 2024; open registrations closed.'],
  // Consumer
  ['EC-NOVA', '诺瓦移动通信有限公司', 'NOVA MOBILE', 'CNS', 'consumer', 'CN'],
  ['EC-XINGYAO', '星耀智能科技有限公司', 'XINGYAO SMART', 'CNS', 'consumer', 'CN'],
  ['EC-YOULE', '优乐家电集团有限公司', 'YOULE APPLIANCE', 'CNS', 'consumer', 'CN'],
  ['EC-AURALIS', 'Auralis Audio, Inc.', 'AURALIS AUDIO', 'CNS', 'consumer', 'US'],
  ['EC-KIBO', 'Kibo Wearables Pte. Ltd.', 'KIBO WEARABLES', 'CNS', 'consumer', 'SG'],
  ['EC-JINGCAI', '晶采光電股份有限公司', 'JINGCAI OPTO', 'CNS', 'consumer', 'TW'],
  ['EC-LUMIHOME', 'Lumihome Smart Living Pte. Ltd.', 'LUMIHOME', 'CNS', 'consumer', 'SG'],
  ['EC-ORBIT', 'Orbit Gaming Peripherals, Inc.', 'ORBIT GAMING', 'CNS', 'consumer', 'US'],
  ['EC-BLAUBERG', 'Blauberg Haushaltsgeräte GmbH', 'BLAUBERG', 'CNS', 'consumer', 'DE'],
  ['EC-YICHEN', '深圳市翼辰无人机科技有限公司', 'YICHEN DRONES', 'CNS', 'consumer', 'CN', 'active', 'Also a direct customer (SZ10011).'],
  // Communications
  ['EC-TONGHAI', '通海通信设备有限公司', 'TONGHAI COMM', 'COMM', 'communications', 'CN'],
  ['EC-QINGGUANG', '清光光电子股份有限公司', 'QINGGUANG PHOTONICS', 'COMM', 'communications', 'CN'],
  ['EC-ZHONGLIAN', '中联网络技术有限公司', 'ZHONGLIAN NETWORKS', 'COMM', 'communications', 'CN'],
  ['EC-ALTWAVE', 'Altwave Networks, Inc.', 'ALTWAVE', 'COMM', 'communications', 'US'],
  ['EC-FJORDNET', 'Fjordnet AS', 'FJORDNET', 'COMM', 'communications', 'NO'],
  ['EC-PACIFICA', 'Pacifica Telecom Systems Corp.', 'PACIFICA TELECOM', 'COMM', 'communications', 'US'],
  ['EC-TAIHE', '泰和網通股份有限公司', 'TAIHE NETWORKS', 'COMM', 'communications', 'TW'],
  // Computing
  ['EC-YUNSHU', '云枢计算技术有限公司', 'YUNSHU COMPUTING', 'COMP', 'computing', 'CN'],
  ['EC-SHENGRUI', '盛睿服务器有限公司', 'SHENGRUI SERVER', 'COMP', 'computing', 'CN'],
  ['EC-SUMMITPEAK', 'Summit Peak Computers, Inc.', 'SUMMIT PEAK', 'COMP', 'computing', 'US'],
  ['EC-GAOFENG', '高峰電腦股份有限公司', 'KAOFENG COMPUTER', 'COMP', 'computing', 'TW'],
  ['EC-STRATA', 'Stratavault Storage, Inc.', 'STRATAVAULT', 'COMP', 'computing', 'US'],
  ['EC-KOMOREBI', 'こもれびPC株式会社', 'KOMOREBI PC', 'COMP', 'computing', 'JP'],
  ['EC-HYPERION', 'Hyperion Cloud Hardware Ltd.', 'HYPERION CLOUD', 'COMP', 'computing', 'IE', 'active', 'Hyperscale; parts consigned to the ODM.'],
  // Medical
  ['EC-ANKANG', '安康医疗设备股份有限公司', 'ANKANG MEDICAL', 'MED', 'medical', 'CN'],
  ['EC-SHOUHU', '守护健康科技有限公司', 'SHOUHU HEALTH', 'MED', 'medical', 'CN'],
  ['EC-MEDIVIS', 'Medivis Diagnostics GmbH', 'MEDIVIS', 'MED', 'medical', 'DE'],
  ['EC-HEARTLINE', 'Heartline Monitoring, Inc.', 'HEARTLINE', 'MED', 'medical', 'US'],
  ['EC-SEIRAN', '青嵐メディカル株式会社', 'SEIRAN MEDICAL', 'MED', 'medical', 'JP'],
  ['EC-VITALIS', 'Vitalis Care Devices B.V.', 'VITALIS CARE', 'MED', 'medical', 'NL'],
  // Legacy and not yet classified
  ['EC-CHANGXIN', '长信电容器厂', 'CHANGXIN CAPACITOR', 'LEGACY', 'industrial', 'CN', 'inactive', '老客户，仅余零星订单。'],
  ['EC-PENDING01', 'Unregistered design (Shenzhen power bank maker)', undefined, undefined, 'consumer', 'CN', 'active', 'Awaiting design registration with the supplier.'],
  ['EC-PENDING02', '未登记项目（华东安防客户）', undefined, undefined, undefined, undefined, 'active', '待确认终端客户名称及行业。'],
  ['EC-FARPOINT', 'Farpoint Tracking Ltd.', 'FARPOINT TRACKING', 'COMM', 'communications', 'GB'],
];

export const endCustomerRows: SeedRow[] = END_CUSTOMERS.map(([ec_code, name, fb_ec_name, bg, industry, country, status = 'active', remark]) =>
  row({ ec_code, name, fb_ec_name, bg_id: bg, industry, country, status, remark }),
);
