// Demo data: customers (ship customers). All companies are invented.
// Each entry also carries the head-office address that the default bill-to and ship-to reuse.
import { row, type SeedRow } from '../../../../seed/demoRow';

export interface CustomerSource {
  code: string;
  name: string;
  short: string;
  bg: string;
  bu?: string;
  entity: string;
  pay: string;
  dlv?: string;
  cur: string;
  credit: number;
  owner: string;
  country: string;
  city: string;
  addr: string;
  phone: string;
  locked?: boolean;
  status?: string;
  remark?: string;
}

export const CUSTOMERS: CustomerSource[] = [
  // Mainland China, sold by the Shenzhen and Shanghai entities in CNY (a few offshore through HK01).
  { code: 'SZ10001', name: '深圳市华擎智能科技有限公司', short: 'Huaqing Smart', bg: 'CNS', bu: 'CNS-MOB', entity: 'SZ01', pay: 'ME60', dlv: 'DAP-SZ', cur: 'CNY', credit: 8000000, owner: 'Amy Zhao 赵敏', country: 'CN', city: '深圳', addr: '深圳市宝安区福永街道凤凰第四工业区 A3 栋', phone: '+86 755 2733 1801' },
  { code: 'SZ10002', name: '东莞市铭达电子有限公司', short: 'Mingda EMS', bg: 'EMS-KA', bu: 'EMS-CN', entity: 'SZ01', pay: 'ME90', dlv: 'DAP-DG', cur: 'CNY', credit: 15000000, owner: 'Vincent Chow 周伟强', country: 'CN', city: '东莞', addr: '东莞市长安镇乌沙社区兴发南路 28 号', phone: '+86 769 8531 2266' },
  { code: 'SZ10003', name: '深圳市鑫源通讯设备有限公司', short: 'Xinyuan Telecom', bg: 'COMM', bu: 'COMM-5G', entity: 'SZ01', pay: 'ME60', dlv: 'DAP-SZ', cur: 'CNY', credit: 10000000, owner: 'Ryan Liu 刘洋', country: 'CN', city: '深圳', addr: '深圳市龙岗区坂田街道五和大道 4023 号', phone: '+86 755 8960 3321' },
  { code: 'SZ10004', name: '厦门海拓工业自动化有限公司', short: 'Haituo Automation', bg: 'IND', bu: 'IND-FA', entity: 'SZ01', pay: 'ME30', cur: 'CNY', credit: 2500000, owner: 'Iris Tang 唐诗雨', country: 'CN', city: '厦门', addr: '厦门市集美区杏林湾路 492 号', phone: '+86 592 6218 7730' },
  { code: 'SZ10005', name: '珠海驰宇储能科技有限公司', short: 'Chiyu Energy', bg: 'IND', bu: 'IND-PWR', entity: 'SZ01', pay: 'ME60', dlv: 'DAP-SZ', cur: 'CNY', credit: 7000000, owner: 'Kevin Zhang 张凯', country: 'CN', city: '珠海', addr: '珠海市金湾区三灶镇机场北路 66 号', phone: '+86 756 7712 3080' },
  { code: 'SZ10006', name: '惠州德华电子科技有限公司', short: 'Dehua Electronics', bg: 'EMS-KA', bu: 'EMS-CN', entity: 'SZ01', pay: 'ME90', dlv: 'DAP-SZ', cur: 'CNY', credit: 4000000, owner: 'Vincent Chow 周伟强', country: 'CN', city: '惠州', addr: '惠州市仲恺高新区和畅五路西 19 号', phone: '+86 752 2601 3358', locked: true, remark: '逾期超过 90 天，财务锁定，待回款后解锁。' },
  { code: 'SZ10007', name: '中山市美廷家电有限公司', short: 'Meiting Appliances', bg: 'CNS', bu: 'CNS-APL', entity: 'SZ01', pay: 'ME60', dlv: 'DAP-SZ', cur: 'CNY', credit: 6000000, owner: 'Iris Tang 唐诗雨', country: 'CN', city: '中山', addr: '中山市南头镇东福北路 35 号', phone: '+86 760 2312 8876' },
  { code: 'SZ10008', name: '佛山市晟泰电机有限公司', short: 'Shengtai Motor', bg: 'IND', bu: 'IND-MTR', entity: 'SZ01', pay: 'ME60', cur: 'CNY', credit: 5000000, owner: 'Iris Tang 唐诗雨', country: 'CN', city: '佛山', addr: '佛山市顺德区北滘镇工业大道 23 号', phone: '+86 757 2661 3045' },
  { code: 'SZ10009', name: '深圳市万讯物联科技有限公司', short: 'Wanxun IoT', bg: 'CNS', bu: 'CNS-AUD', entity: 'SZ01', pay: 'NET30', dlv: 'DAP-SZ', cur: 'CNY', credit: 1200000, owner: 'Ryan Liu 刘洋', country: 'CN', city: '深圳', addr: '深圳市南山区西丽街道留仙大道 3370 号', phone: '+86 755 8665 0032' },
  { code: 'SZ10010', name: '广州瑞康医疗电子有限公司', short: 'Ruikang Medical', bg: 'MED', bu: 'MED-PAT', entity: 'SZ01', pay: 'ME60', cur: 'CNY', credit: 2800000, owner: 'Amy Zhao 赵敏', country: 'CN', city: '广州', addr: '广州市黄埔区科学城开源大道 11 号', phone: '+86 20 3206 7715' },
  { code: 'SZ10011', name: '深圳市翼辰无人机科技有限公司', short: 'Yichen Drones', bg: 'CNS', bu: 'CNS-MOB', entity: 'SZ01', pay: 'NET30', dlv: 'DDP-SZ', cur: 'CNY', credit: 1800000, owner: 'Kevin Zhang 张凯', country: 'CN', city: '深圳', addr: '深圳市南山区粤海街道科技南十二路 2 号翼辰大厦 7 楼', phone: '+86 755 8618 2290', remark: 'Dual-use items: check end use before each new part number.' },
  { code: 'SH20001', name: '苏州捷锐精密电子有限公司', short: 'Jierui Precision', bg: 'EMS-KA', bu: 'EMS-CN', entity: 'SH01', pay: 'ME60', dlv: 'DAP-SUZ', cur: 'CNY', credit: 12000000, owner: 'Nina Shen 沈佳', country: 'CN', city: '苏州', addr: '苏州工业园区星龙街 368 号', phone: '+86 512 6283 7710' },
  { code: 'SH20002', name: '上海纳川汽车电子有限公司', short: 'Nachuan Auto', bg: 'AUTO', bu: 'AUTO-BODY', entity: 'SH01', pay: 'NET60', dlv: 'DAP-SH', cur: 'CNY', credit: 20000000, owner: 'Leo Wang 王磊', country: 'CN', city: '上海', addr: '上海市嘉定区安亭镇墨玉南路 1018 号', phone: '+86 21 6957 3302' },
  { code: 'SH20003', name: '宁波远驰汽车部件有限公司', short: 'Yuanchi Auto Parts', bg: 'AUTO', bu: 'AUTO-BODY', entity: 'SH01', pay: 'ME60', dlv: 'DAP-SH', cur: 'CNY', credit: 6000000, owner: 'Leo Wang 王磊', country: 'CN', city: '宁波', addr: '宁波市北仑区新碶街道大港工业城 7 号', phone: '+86 574 8689 4410' },
  { code: 'SH20004', name: '杭州云栈网络技术有限公司', short: 'Yunzhan Networks', bg: 'COMM', bu: 'COMM-ENT', entity: 'SH01', pay: 'NET45', dlv: 'DAP-SH', cur: 'CNY', credit: 5000000, owner: 'Frank Yu 余峰', country: 'CN', city: '杭州', addr: '杭州市滨江区江南大道 3850 号创新大厦 11 楼', phone: '+86 571 8771 5520' },
  { code: 'SH20005', name: '合肥锐能新能源科技有限公司', short: 'Ruineng EV', bg: 'AUTO', bu: 'AUTO-EV', entity: 'SH01', pay: 'NET60', dlv: 'DAP-SH', cur: 'CNY', credit: 9000000, owner: 'Nina Shen 沈佳', country: 'CN', city: '合肥', addr: '合肥市经济技术开发区紫云路 288 号', phone: '+86 551 6385 2019' },
  { code: 'SH20006', name: '成都天穹医疗器械有限公司', short: 'Tianqiong Medical', bg: 'MED', bu: 'MED-PAT', entity: 'SH01', pay: 'NET45', cur: 'CNY', credit: 3000000, owner: 'Helen Zhou 周慧敏', country: 'CN', city: '成都', addr: '成都市高新区天府五街 200 号菁蓉国际广场 3 栋', phone: '+86 28 8515 6620' },
  { code: 'SH20007', name: '北京康博影像设备有限公司', short: 'Kangbo Imaging', bg: 'MED', bu: 'MED-IMG', entity: 'SH01', pay: 'NET60', cur: 'CNY', credit: 5000000, owner: 'Helen Zhou 周慧敏', country: 'CN', city: '北京', addr: '北京市北京经济技术开发区科创六街 88 号', phone: '+86 10 6787 2211' },
  { code: 'SH20008', name: '无锡力恒电源有限公司', short: 'Liheng Power', bg: 'IND', bu: 'IND-PWR', entity: 'SH01', pay: 'ME60', dlv: 'DAP-SUZ', cur: 'CNY', credit: 4500000, owner: 'Nina Shen 沈佳', country: 'CN', city: '无锡', addr: '无锡市新吴区长江南路 17 号', phone: '+86 510 8522 4409' },
  { code: 'SH20009', name: '重庆长屿汽车电子有限公司', short: 'Changyu Auto', bg: 'AUTO', bu: 'AUTO-ADAS', entity: 'SH01', pay: 'NET90', cur: 'CNY', credit: 12000000, owner: 'Leo Wang 王磊', country: 'CN', city: '重庆', addr: '重庆市两江新区鱼复工业园福畅大道 9 号', phone: '+86 23 6718 5502' },
  { code: 'SH20010', name: '青岛海弘智能家居有限公司', short: 'Haihong Smart Home', bg: 'CNS', bu: 'CNS-AUD', entity: 'SH01', pay: 'ME60', cur: 'CNY', credit: 3500000, owner: 'Frank Yu 余峰', country: 'CN', city: '青岛', addr: '青岛市崂山区株洲路 151 号', phone: '+86 532 8896 1207' },
  { code: 'SH20011', name: '南京恒芯数据存储有限公司', short: 'Hengxin Storage', bg: 'COMP', bu: 'COMP-STO', entity: 'SH01', pay: 'NET30', dlv: 'DAP-SH', cur: 'CNY', credit: 2000000, owner: 'Nina Shen 沈佳', country: 'CN', city: '南京', addr: '南京市江宁区秣周东路 12 号', phone: '+86 25 5216 8890', status: 'inactive', remark: 'Ceased operations in 2024; kept for order history.' },
  { code: 'SH20012', name: '昆山博升电脑配件有限公司', short: 'Bosheng Computer', bg: 'COMP', bu: 'COMP-NB', entity: 'SH01', pay: 'ME90', dlv: 'DAP-SUZ', cur: 'CNY', credit: 9000000, owner: 'Leo Wang 王磊', country: 'CN', city: '昆山', addr: '昆山市开发区前进东路 579 号', phone: '+86 512 5763 9012' },
  { code: 'SH20013', name: '天津瑞驰电气有限公司', short: 'Ruichi Electric', bg: 'IND', bu: 'IND-FA', entity: 'SH01', pay: 'NET60', cur: 'CNY', credit: 3000000, owner: 'Frank Yu 余峰', country: 'CN', city: '天津', addr: '天津市西青经济技术开发区赛达新兴产业园 B7 栋', phone: '+86 22 2397 5560' },
  { code: 'SH20014', name: '西安星辰导航科技有限公司', short: 'Xingchen Navigation', bg: 'COMM', bu: 'COMM-ENT', entity: 'SH01', pay: 'NET30', cur: 'CNY', credit: 1500000, owner: 'Frank Yu 余峰', country: 'CN', city: '西安', addr: '西安市高新区锦业路 69 号', phone: '+86 29 8831 4472', locked: true, remark: 'Export-control end-use screening pending; locked by compliance.' },
  { code: 'HK30001', name: '武汉光启通信技术有限公司', short: 'Guangqi Photonics', bg: 'COMM', bu: 'COMM-OPT', entity: 'HK01', pay: 'NET60', dlv: 'FCA-HK', cur: 'USD', credit: 3000000, owner: 'Ryan Liu 刘洋', country: 'CN', city: '武汉', addr: '武汉市东湖新技术开发区高新四路 9 号光谷产业园', phone: '+86 27 8792 6605' },
  { code: 'HK30002', name: '深圳市蓝鲸音频科技有限公司', short: 'Blue Whale Audio', bg: 'CNS', bu: 'CNS-AUD', entity: 'HK01', pay: 'PREPAID', dlv: 'FCA-HK', cur: 'USD', credit: 0, owner: 'Amy Zhao 赵敏', country: 'CN', city: '深圳', addr: '深圳市龙华区观澜街道桂花路 1 号蓝鲸科技园', phone: '+86 755 2980 4517', remark: 'New account 2025: prepayment until the credit review is done.' },
  // Hong Kong
  { code: 'HK30003', name: 'Grand Pacific EMS Holdings Limited', short: 'Grand Pacific EMS', bg: 'EMS-KA', bu: 'EMS-CN', entity: 'HK01', pay: 'NET60', dlv: 'DAP-SZ', cur: 'USD', credit: 25000000, owner: 'Vincent Chow 周伟强', country: 'HK', city: 'Hong Kong', addr: '23/F, Skyline Plaza, 88 How Ming Street, Kwun Tong, Kowloon', phone: '+852 2345 6789', remark: 'Key account; factories in Shenzhen, Dongguan and Chongqing.' },
  { code: 'HK30004', name: 'Silverbay Technology (HK) Limited', short: 'Silverbay Tech', bg: 'CNS', bu: 'CNS-MOB', entity: 'HK01', pay: 'NET30', dlv: 'FCA-HK', cur: 'USD', credit: 6000000, owner: 'Amy Zhao 赵敏', country: 'HK', city: 'Hong Kong', addr: 'Unit 1205, 12/F, Cheung Fai Centre, 15 Wang Chiu Road, Kowloon Bay', phone: '+852 2796 3310' },
  { code: 'HK30005', name: 'Kowloon Precision Industries Limited', short: 'Kowloon Precision', bg: 'IND', bu: 'IND-MTR', entity: 'HK01', pay: 'NET45', dlv: 'FCA-HK', cur: 'HKD', credit: 20000000, owner: 'Vincent Chow 周伟强', country: 'HK', city: 'Hong Kong', addr: 'Flat B, 7/F, Wing Tat Industrial Building, 21 Kwai Fung Crescent, Kwai Chung, N.T.', phone: '+852 2418 6625' },
  { code: 'HK30006', name: 'Crestline Trading (HK) Co., Limited', short: 'Crestline', bg: 'CNS', entity: 'HK01', pay: 'PREPAID', dlv: 'EXW-HK', cur: 'USD', credit: 0, owner: 'Ryan Liu 刘洋', country: 'HK', city: 'Hong Kong', addr: 'Room 903, 9/F, Lucky Commercial Centre, 103 Des Voeux Road West, Sheung Wan', phone: '+852 2858 0417', locked: true, status: 'inactive', remark: '贸易商；多次发现窜货，已停止合作。' },
  // Taiwan
  { code: 'TW40001', name: '鼎昌電腦股份有限公司', short: 'Dingchang Computer', bg: 'COMP', bu: 'COMP-NB', entity: 'TW01', pay: 'ME90', dlv: 'FCA-TPE', cur: 'USD', credit: 30000000, owner: 'Grace Lin 林怡君', country: 'TW', city: '台北', addr: '台北市北投區立功街 79 號', phone: '+886 2 2896 5100' },
  { code: 'TW40002', name: '宏晉光電股份有限公司', short: 'Hongjin Opto', bg: 'CNS', bu: 'CNS-MOB', entity: 'TW01', pay: 'ME60', dlv: 'DAP-HSC', cur: 'TWD', credit: 60000000, owner: 'Jimmy Kuo 郭俊宏', country: 'TW', city: '新竹', addr: '新竹科學園區力行二路 3 號', phone: '+886 3 578 2211' },
  { code: 'TW40003', name: '聯晟網通股份有限公司', short: 'Liansheng Networks', bg: 'COMM', bu: 'COMM-ENT', entity: 'TW01', pay: 'NET60', dlv: 'DAP-HSC', cur: 'USD', credit: 8000000, owner: 'Brian Tsai 蔡明哲', country: 'TW', city: '新竹', addr: '新竹縣竹北市台元街 36 號 8 樓', phone: '+886 3 552 6678' },
  { code: 'TW40004', name: '竹科精電股份有限公司', short: 'Zhuke Precision', bg: 'IND', bu: 'IND-FA', entity: 'TW01', pay: 'NET30', dlv: 'DAP-HSC', cur: 'TWD', credit: 15000000, owner: 'Jimmy Kuo 郭俊宏', country: 'TW', city: '新竹', addr: '新竹市東區園區二路 57 號', phone: '+886 3 563 1180' },
  { code: 'TW40005', name: '台揚車電股份有限公司', short: 'Taiyang Auto', bg: 'AUTO', bu: 'AUTO-BODY', entity: 'TW01', pay: 'ME60', dlv: 'FCA-TPE', cur: 'TWD', credit: 25000000, owner: 'Brian Tsai 蔡明哲', country: 'TW', city: '桃園', addr: '桃園市龜山區華亞二路 288 號', phone: '+886 3 328 7799' },
  { code: 'TW40006', name: '雲峰伺服器科技股份有限公司', short: 'Yunfeng Server', bg: 'COMP', bu: 'COMP-SRV', entity: 'TW01', pay: 'ME90', dlv: 'FCA-TPE', cur: 'USD', credit: 40000000, owner: 'Grace Lin 林怡君', country: 'TW', city: '桃園', addr: '桃園市蘆竹區南崁路一段 112 號', phone: '+886 3 322 6050' },
  { code: 'TW40007', name: '嘉鴻電子股份有限公司', short: 'Chiahung EMS', bg: 'EMS-KA', bu: 'EMS-TW', entity: 'TW01', pay: 'ME60', dlv: 'FCA-TPE', cur: 'USD', credit: 12000000, owner: 'Jimmy Kuo 郭俊宏', country: 'TW', city: '台中', addr: '台中市西屯區中科路 6 號', phone: '+886 4 2463 8800' },
  // Southeast Asia, sold by Singapore and Penang
  { code: 'SG50001', name: 'Straits Precision Manufacturing Pte. Ltd.', short: 'Straits Precision', bg: 'EMS-KA', bu: 'EMS-SEA', entity: 'SG01', pay: 'NET60', dlv: 'EXW-SG', cur: 'USD', credit: 18000000, owner: 'Tan Wei Ming', country: 'SG', city: 'Singapore', addr: '25 Tuas Avenue 4, Singapore 639382', phone: '+65 6861 2240' },
  { code: 'SG50002', name: 'Merlion Medical Devices Pte. Ltd.', short: 'Merlion Medical', bg: 'MED', bu: 'MED-PAT', entity: 'SG01', pay: 'NET30', dlv: 'FCA-SIN', cur: 'SGD', credit: 2500000, owner: 'Tan Wei Ming', country: 'SG', city: 'Singapore', addr: '10 Ang Mo Kio Street 65, #05-08 TechPoint, Singapore 569059', phone: '+65 6483 7712' },
  { code: 'SG50003', name: 'Saigon Circuit Technology Co., Ltd.', short: 'Saigon Circuit', bg: 'EMS-KA', bu: 'EMS-SEA', entity: 'SG01', pay: 'NET45', dlv: 'DAP-HCM', cur: 'USD', credit: 4000000, owner: 'Nguyen Van Long', country: 'VN', city: 'Ho Chi Minh City', addr: 'Lot I-3b, Road N2, Saigon Hi-Tech Park, Thu Duc City, Ho Chi Minh City', phone: '+84 28 3736 0520' },
  { code: 'SG50004', name: 'Bac Ninh Smart Devices Co., Ltd.', short: 'BN Smart Devices', bg: 'CNS', bu: 'CNS-MOB', entity: 'SG01', pay: 'NET30', cur: 'USD', credit: 7000000, owner: 'Nguyen Van Long', country: 'VN', city: 'Bac Ninh', addr: 'Lot C5, Yen Phong Industrial Park, Yen Phong District, Bac Ninh Province', phone: '+84 222 3699 118' },
  { code: 'SG50005', name: 'Chao Phraya Electronics Co., Ltd.', short: 'Chao Phraya Elec', bg: 'COMP', bu: 'COMP-STO', entity: 'SG01', pay: 'NET60', cur: 'USD', credit: 6000000, owner: 'Tan Wei Ming', country: 'TH', city: 'Ayutthaya', addr: '55 Moo 2, Rojana Industrial Park, U-Thai, Phra Nakhon Si Ayutthaya 13210', phone: '+66 35 330 415' },
  { code: 'SG50006', name: 'Laem Chabang Automotive Electronics Co., Ltd.', short: 'LC Auto Elec', bg: 'AUTO', bu: 'AUTO-BODY', entity: 'SG01', pay: 'NET60', cur: 'USD', credit: 5000000, owner: 'Tan Wei Ming', country: 'TH', city: 'Chonburi', addr: '88/9 Moo 5, Amata City Chonburi, Bo Win, Si Racha, Chonburi 20230', phone: '+66 38 185 260' },
  { code: 'SG50007', name: 'PT Batam Elektronika Manufaktur', short: 'Batam Elektronika', bg: 'EMS-KA', bu: 'EMS-SEA', entity: 'SG01', pay: 'NET45', dlv: 'EXW-SG', cur: 'USD', credit: 3500000, owner: 'Rajesh Kumar', country: 'ID', city: 'Batam', addr: 'Jl. Hang Kesturi Kav. 12, Batamindo Industrial Park, Muka Kuning, Batam 29433', phone: '+62 770 611 830' },
  { code: 'SG50008', name: 'Cebu Microsystems Inc.', short: 'Cebu Micro', bg: 'COMP', bu: 'COMP-STO', entity: 'SG01', pay: 'NET30', cur: 'USD', credit: 2000000, owner: 'Rajesh Kumar', country: 'PH', city: 'Lapu-Lapu', addr: 'Lot 7, Block 3, Mactan Economic Zone I, Lapu-Lapu City, Cebu 6015', phone: '+63 32 341 2270', status: 'inactive', remark: 'Plant sold to another group in 2024.' },
  { code: 'MY60001', name: 'Penang Valley Electronics Sdn. Bhd.', short: 'Penang Valley', bg: 'EMS-KA', bu: 'EMS-SEA', entity: 'MY01', pay: 'NET60', dlv: 'DAP-PEN', cur: 'USD', credit: 15000000, owner: 'Siti Rahman', country: 'MY', city: 'Bayan Lepas', addr: 'Plot 12, Bayan Lepas Technoplex, Mukim 12, 11900 Bayan Lepas, Penang', phone: '+60 4 643 8810' },
  { code: 'MY60002', name: 'Batu Kawan Automation Sdn. Bhd.', short: 'BK Automation', bg: 'IND', bu: 'IND-FA', entity: 'MY01', pay: 'NET45', dlv: 'DAP-PEN', cur: 'USD', credit: 3000000, owner: 'Siti Rahman', country: 'MY', city: 'Batu Kawan', addr: 'Lot 3, Jalan Cassia Selatan 5/1, Taman Perindustrian Batu Kawan, 14110 Penang', phone: '+60 4 589 2203' },
  { code: 'MY60003', name: 'Kulim Hi-Tech Assembly Sdn. Bhd.', short: 'Kulim Assembly', bg: 'EMS-KA', bu: 'EMS-SEA', entity: 'MY01', pay: 'NET90', dlv: 'DAP-PEN', cur: 'USD', credit: 5000000, owner: 'Rajesh Kumar', country: 'MY', city: 'Kulim', addr: 'Lot 18, Jalan Hi-Tech 3/4, Kulim Hi-Tech Park, 09000 Kulim, Kedah', phone: '+60 4 403 5566', locked: true, remark: 'Credit limit exceeded; sales review requested 2025-03.' },
  // Americas, sold by the US entity
  { code: 'US70001', name: 'Redwood Ridge Networks, Inc.', short: 'Redwood Ridge', bg: 'COMM', bu: 'COMM-ENT', entity: 'US01', pay: 'NET30', dlv: 'FCA-DAL', cur: 'USD', credit: 12000000, owner: 'Michael Brooks', country: 'US', city: 'San Jose', addr: '1650 Technology Drive, San Jose, CA 95110', phone: '+1 (408) 555-0142' },
  { code: 'US70002', name: 'Lone Star Power Systems LLC', short: 'Lone Star Power', bg: 'IND', bu: 'IND-PWR', entity: 'US01', pay: 'NET45', dlv: 'FCA-DAL', cur: 'USD', credit: 4000000, owner: 'Jennifer Ortiz', country: 'US', city: 'Austin', addr: '9600 Burnet Road, Building 4, Austin, TX 78758', phone: '+1 (512) 555-0178' },
  { code: 'US70003', name: 'Great Lakes Medical Instruments, Inc.', short: 'Great Lakes Medical', bg: 'MED', bu: 'MED-IMG', entity: 'US01', pay: 'NET30', dlv: 'FCA-DAL', cur: 'USD', credit: 6000000, owner: 'Michael Brooks', country: 'US', city: 'Milwaukee', addr: '4400 West Brown Deer Road, Milwaukee, WI 53223', phone: '+1 (414) 555-0119' },
  { code: 'US70004', name: 'Sierra Vista Automotive Controls, Inc.', short: 'Sierra Vista Auto', bg: 'AUTO', bu: 'AUTO-EV', entity: 'US01', pay: '2-10NET30', dlv: 'FCA-DAL', cur: 'USD', credit: 8000000, owner: 'Jennifer Ortiz', country: 'US', city: 'Auburn Hills', addr: '3100 Featherstone Road, Auburn Hills, MI 48326', phone: '+1 (248) 555-0163' },
  { code: 'US70005', name: 'Cascade Datacenter Systems, Inc.', short: 'Cascade DC', bg: 'COMP', bu: 'COMP-SRV', entity: 'US01', pay: 'NET60', dlv: 'FCA-DAL', cur: 'USD', credit: 20000000, owner: 'Michael Brooks', country: 'US', city: 'Hillsboro', addr: '2200 NE Brookwood Parkway, Hillsboro, OR 97124', phone: '+1 (503) 555-0107' },
  { code: 'US70006', name: 'Ensambles Electrónicos del Bajío S.A. de C.V.', short: 'EEB Jalisco', bg: 'EMS-KA', bu: 'EMS-AM', entity: 'US01', pay: 'NET60', dlv: 'CPT-GDL', cur: 'USD', credit: 9000000, owner: 'Jennifer Ortiz', country: 'MX', city: 'El Salto', addr: 'Carretera Guadalajara-Chapala Km 15.5, Parque Industrial El Salto, Jalisco 45680', phone: '+52 33 3688 4120' },
  // Europe, sold by the German entity
  { code: 'DE80001', name: 'Rheinwerk Antriebstechnik GmbH', short: 'Rheinwerk', bg: 'IND', bu: 'IND-MTR', entity: 'DE01', pay: 'NET45', dlv: 'DAP-MUC', cur: 'EUR', credit: 3000000, owner: 'Markus Weber', country: 'DE', city: 'Bruchsal', addr: 'Industriestraße 42, 76646 Bruchsal', phone: '+49 7251 93 8800' },
  { code: 'DE80002', name: 'Nordlicht Medizintechnik GmbH', short: 'Nordlicht Medtech', bg: 'MED', bu: 'MED-IMG', entity: 'DE01', pay: 'NET30', cur: 'EUR', credit: 2000000, owner: 'Anna Novak', country: 'DE', city: 'Erlangen', addr: 'Am Wetterkreuz 17, 91058 Erlangen', phone: '+49 9131 6170 40' },
  { code: 'DE80003', name: 'Bavaria Fahrzeugelektronik GmbH', short: 'BFE Regensburg', bg: 'AUTO', bu: 'AUTO-ADAS', entity: 'DE01', pay: 'NET60', dlv: 'DAP-MUC', cur: 'EUR', credit: 10000000, owner: 'Markus Weber', country: 'DE', city: 'Regensburg', addr: 'Dieselstraße 11, 93055 Regensburg', phone: '+49 941 7080 230' },
  { code: 'DE80004', name: 'Alpenfeld Steuerungstechnik AG', short: 'Alpenfeld', bg: 'IND', bu: 'IND-FA', entity: 'DE01', pay: '1-15NET45', cur: 'EUR', credit: 1500000, owner: 'Markus Weber', country: 'CH', city: 'Winterthur', addr: 'Technoparkstrasse 2, 8406 Winterthur', phone: '+41 52 260 1180' },
  { code: 'DE80005', name: 'Tatra Electronics s.r.o.', short: 'Tatra Electronics', bg: 'EMS-KA', entity: 'DE01', pay: 'NET60', cur: 'EUR', credit: 4000000, owner: 'Anna Novak', country: 'CZ', city: 'Brno', addr: 'Vídeňská 188/119d, 619 00 Brno', phone: '+420 543 211 560' },
  { code: 'DE80006', name: 'Vistula EMS Sp. z o.o.', short: 'Vistula EMS', bg: 'EMS-KA', entity: 'DE01', pay: 'NET45', cur: 'EUR', credit: 2500000, owner: 'Anna Novak', country: 'PL', city: 'Wrocław', addr: 'ul. Fabryczna 16, 53-609 Wrocław', phone: '+48 71 750 3340' },
  // Japan
  { code: 'JP90001', name: '風森電機株式会社', short: 'Kazemori Denki', bg: 'IND', bu: 'IND-MTR', entity: 'JP01', pay: 'ME60', cur: 'JPY', credit: 300000000, owner: 'Takeshi Mori 森武', country: 'JP', city: '川崎', addr: '神奈川県川崎市高津区坂戸 3-2-1', phone: '+81 44 812 3456' },
  { code: 'JP90002', name: '有明計測株式会社', short: 'Ariake Instruments', bg: 'MED', bu: 'MED-PAT', entity: 'JP01', pay: 'ME30', cur: 'JPY', credit: 150000000, owner: 'Takeshi Mori 森武', country: 'JP', city: '東京', addr: '東京都江東区有明 3-7-26', phone: '+81 3 5530 2218' },
];

export const shipCustomerRows: SeedRow[] = CUSTOMERS.map((c) =>
  row({
    code: c.code,
    name: c.name,
    short_name: c.short,
    bg_id: c.bg,
    bu_id: c.bu,
    entity_id: c.entity,
    payment_term_id: c.pay,
    deliver_term_id: c.dlv,
    currency: c.cur,
    credit_limit: c.credit,
    sales_owner: c.owner,
    locked: c.locked ?? false,
    status: c.status ?? 'active',
    remark: c.remark,
  }),
);
