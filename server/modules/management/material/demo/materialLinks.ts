// Demo data: material substitutions (cross references found by matching the generated parts'
// specifications across brands, plus the well-known pin-to-pin pairs) and chipsets.
import { materialRows } from './materials';
import { hash, pickBy, row, type SeedRow } from '../../../../seed/demoRow';

type Row = Record<string, unknown>;

const byMpn = new Map(materialRows.map((m) => [m.mpn as string, m]));

/** Parts with the same electrical specification: the text after `marker` in their descriptions. */
function sameSpec(lines: string[], marker: string): [string, string][] {
  const groups = new Map<string, Row[]>();
  for (const m of materialRows) {
    if (!lines.includes(m.product_line_id as string)) continue;
    const desc = m.description as string;
    const at = desc.indexOf(marker);
    if (at < 0) continue;
    const key = desc.slice(at + marker.length);
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const pairs: [string, string][] = [];
  for (const members of groups.values()) {
    const [first, ...rest] = members;
    for (const other of rest) if (other.manufacturer_id !== first.manufacturer_id) pairs.push([first.mpn as string, other.mpn as string]);
  }
  return pairs;
}

/** Known second sources and pin-to-pin alternatives among the generated parts. */
const KNOWN: [original: string, substitute: string, type: string][] = [
  ['STM32F103C8T6', 'GD32F103C8T6', 'drop_in'],
  ['STM32F103CBT6', 'GD32F103CBT6', 'drop_in'],
  ['STM32F103RCT6', 'GD32F103RCT6', 'drop_in'],
  ['STM32F103VCT6', 'GD32F103VCT6', 'drop_in'],
  ['STM32F103VET6', 'GD32F103VET6', 'drop_in'],
  ['STM32F103ZET6', 'GD32F103ZET6', 'drop_in'],
  ['STM32F407VET6', 'GD32F407VET6', 'drop_in'],
  ['STM32F407VGT6', 'GD32F407VGT6', 'drop_in'],
  ['STM32F407ZGT6', 'GD32F407ZGT6', 'drop_in'],
  ['W25Q16JVSSIQ', 'GD25Q16CSIG', 'drop_in'],
  ['W25Q32JVSSIQ', 'GD25Q32CSIG', 'drop_in'],
  ['W25Q64JVSSIQ', 'GD25Q64CSIG', 'drop_in'],
  ['W25Q128JVSIQ', 'GD25Q128ETIG', 'drop_in'],
  ['W25Q128JVSIQ', 'MX25L12833FM2I-08G', 'drop_in'],
  ['W25Q64JVSIQ', 'MX25L6433FM2I-08G', 'drop_in'],
  ['W25Q256JVEIQ', 'MT25QL256ABA1EW9-0SIT', 'functional'],
  ['MX25L25645GMI-10G', 'W25Q256JVFIQ', 'drop_in'],
  ['BAV99,215', 'BAV99-7-F', 'drop_in'],
  ['2N7002,215', '2N7002LT1G', 'drop_in'],
  ['BSS84LT1G', 'PMV65XP,215', 'functional'],
  ['SMBJ5.0A', 'SMBJ5.0A-E3/52', 'drop_in'],
  ['SM712-02HTG', 'CDSOT23-SM712', 'drop_in'],
  ['SN65HVD230DR', 'TCAN1051VDR', 'upgrade'],
  ['MCP2551-I/SN', 'TJA1051T/3,118', 'functional'],
  ['TJA1042T/3,118', 'TCAN1042HVDR', 'drop_in'],
  ['MAX3232ECAE+T', 'ADM3251EARWZ', 'functional'],
  ['MAX485ESA+T', 'THVD1450DR', 'upgrade'],
  ['MAX3485ESA+T', 'SN65HVD72DR', 'drop_in'],
  ['LAN8720A-CP-TR', 'KSZ8081RNAIA-TR', 'functional'],
  ['LAN8720A-CP-TR', 'RTL8201F-VB-CG', 'functional'],
  ['KSZ9031RNXCA-TR', 'RTL8211FI-CG', 'functional'],
  ['DP83867IRRGZR', 'RTL8211FI-CG', 'functional'],
  ['TLV1117-33IDCYR', 'LD1117S33TR', 'drop_in'],
  ['LD1117S33TR', 'NCP1117ST33T3G', 'drop_in'],
  ['TLV75533PDBVR', 'AP2112K-3.3TRG1', 'functional'],
  ['MP1584EN-LF-Z', 'TPS54331DR', 'functional'],
  ['MP2315GJ-Z', 'TPS563201DDCR', 'functional'],
  ['LM358DR', 'LMV358IDR', 'upgrade'],
  ['TL072CDR', 'OPA2171AIDR', 'upgrade'],
  ['CY7C68013A-56LTXC', 'CY7C65213-32LTXI', 'functional'],
  ['ADUM1201ARZ', 'ISO7721DR', 'drop_in'],
  ['ADUM1401BRWZ', 'SI8641BB-B-IS1R', 'drop_in'],
  ['HCPL-0631-500E', 'TLP2362(TPL,E', 'functional'],
  ['ESP32-WROOM-32E-N4', 'ESP32-C3-WROOM-02-N4', 'functional'],
  ['nRF52832-QFAA-R', 'nRF52833-QDAA-R', 'upgrade'],
  ['SS34-E3/57T', 'MBRS340T3G', 'drop_in'],
  ['MMSZ5V1T1G', 'BZX84-C5V1,215', 'functional'],
  ['BC847B,215', 'MMBT3904LT1G', 'functional'],
];

const QUALIFIERS = ['Chen Hao 陈浩', 'Zhou Jie 周杰', 'Wu Xia 吴霞', 'Julia Fischer', 'Thomas Becker', 'Li Na 李娜', 'Xu Qiang 徐强'];
const END_CUSTOMERS = ['EC-ZHIXING', 'EC-QINGLAN', 'EC-HUIKONG', 'EC-JUNENG', 'EC-NOVA', 'EC-XINGYAO', 'EC-KRONACH', 'EC-OAKRIDGE', 'EC-TONGHAI', 'EC-MEDIVIS'];
const REJECTIONS = ['Failed the customer’s AEC-Q200 humidity test.', '替代料 ESR 偏高，纹波超标。', 'Different power-up timing: firmware change needed, customer declined.', 'Package marking differs; customer incoming inspection refused.'];

function subRow([original, substitute, type]: [string, string, string], i: number): SeedRow {
  const h = hash(`${original}>${substitute}`);
  const r = h % 10;
  const status = r < 5 ? 'qualified' : r < 7 ? 'in_progress' : r < 9 ? 'not_started' : 'rejected';
  const decided = status === 'qualified' || status === 'rejected';
  const month = 1 + (h % 12);
  const day = 1 + ((h >>> 4) % 28);
  return row({
    original_material_id: original,
    substitute_material_id: substitute,
    sub_type: type,
    end_customer_id: h % 3 === 0 ? pickBy(`${original}|ec`, END_CUSTOMERS) : undefined,
    qualification_status: status,
    qualified_date: decided ? `${month > 9 ? 2024 : 2025}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` : undefined,
    qualified_by: decided || status === 'in_progress' ? pickBy(`${original}|by`, QUALIFIERS) : undefined,
    remark: status === 'rejected' ? REJECTIONS[i % REJECTIONS.length] : i % 17 === 0 ? 'Second source requested by purchasing for the 2025 allocation.' : undefined,
  });
}

function substitutionPairs(): [string, string, string][] {
  const known = KNOWN.filter(([a, b]) => byMpn.has(a) && byMpn.has(b));
  const passive = [
    ...sameSpec(['MURATA-CAP', 'TDK-CAP', 'SEMCO-CAP', 'YAGEO-CAP'], 'MLCC '),
    ...sameSpec(['YAGEO-RES', 'VISHAY-RES', 'PANA-RES', 'ROHM-RES'], 'resistor '),
    ...sameSpec(['KEMET-CAP', 'KAVX-CAP'], 'capacitor '),
  ]
    // A deterministic spread over the catalogue rather than the first sizes only.
    .sort((a, b) => hash(a.join('>')) - hash(b.join('>')))
    .slice(0, 200 - known.length);
  return [...known, ...passive.map(([a, b]): [string, string, string] => [a, b, 'drop_in'])];
}

export const materialSubRows: SeedRow[] = substitutionPairs().map(subRow);

type ChipsetTuple = [code: string, name: string, mfr: string, main: string, application: string, design: string, status?: string, remark?: string];

const CHIPSETS: ChipsetTuple[] = [
  ['MT7981', 'Filogic 820 Wi-Fi 6 router platform', 'MEDIATEK', 'MT7981BA', 'wifi_router', 'MT7981BA + MT7976CN + DDR4 + SPI-NAND, AX3000 dual-band'],
  ['MT7986', 'Filogic 830 Wi-Fi 6 router platform', 'MEDIATEK', 'MT7986AV', 'wifi_router', 'MT7986AV + MT7976CN x2, AX6000 4x4'],
  ['MT7988', 'Filogic 880 Wi-Fi 7 platform', 'MEDIATEK', 'MT7988A', 'wifi_router', 'MT7988A + MT7996AV tri-band BE19000', 'active', 'Engineering samples only until mass production.'],
  ['MT7628', 'Wi-Fi 4 IoT gateway platform', 'MEDIATEK', 'MT7628AN', 'iot', 'MT7628AN + 64MB DDR2 + 8MB NOR'],
  ['IPQ5018', 'Networking Pro 400 Wi-Fi 6 platform', 'QUALCOMM', 'IPQ5018-0-NSP-TR-00', 'wifi_router', 'IPQ5018 + QCN6102 5GHz radio, mesh satellite'],
  ['IPQ6018', 'Networking Pro 600 Wi-Fi 6 platform', 'QUALCOMM', 'IPQ6018-0-NSP-TR-00', 'wifi_router', 'IPQ6018 + QCN5054 + QCA8075 PHY'],
  ['IPQ8074A', 'Networking Pro 1200 Wi-Fi 6 platform', 'QUALCOMM', 'IPQ8074A-0-NSP-TR-00', 'wifi_router', 'IPQ8074A + QCN5024 + QCN5054, 8-stream'],
  ['QCA7005', 'HomePlug Green PHY EV charging platform', 'QUALCOMM', 'QCA7005-AL33', 'industrial', 'QCA7005 + STM32F407 host + ISO 15118 stack'],
  ['QCS6490', 'Edge AI vision platform', 'QUALCOMM', 'QCS6490-0-PSP-TR-00', 'iot', 'QCS6490 + PMIC + LPDDR5 + UFS'],
  ['RTL8367S', '5+2 port gigabit switch platform', 'REALTEK', 'RTL8367S-CG', 'ethernet', 'RTL8367S + RTL8211F uplink PHY'],
  ['RTL8370N', '8-port gigabit switch platform', 'REALTEK', 'RTL8370N-VB-CG', 'ethernet', 'RTL8370N + 8051 management MCU'],
  ['BCM53134', '4-port managed gigabit switch platform', 'BROADCOM', 'BCM53134OKMMLG', 'ethernet', 'BCM53134 + BCM54210 PHY'],
  ['ESP32-S3', 'ESP32-S3 AIoT platform', 'ESPRESSIF', 'ESP32-S3', 'iot', 'ESP32-S3 + 8MB PSRAM + ES8311 codec, voice wake-up'],
  ['ESP32-C6', 'ESP32-C6 Matter platform', 'ESPRESSIF', 'ESP32-C6', 'iot', 'ESP32-C6 Wi-Fi 6 + Thread border router with ESP32-H2'],
  ['NRF52840', 'nRF52840 multiprotocol platform', 'NORDIC', 'nRF52840-QIAA-R', 'wearable', 'nRF52840 + nPM1300 PMIC, Bluetooth LE / Thread'],
  ['NRF5340', 'nRF5340 LE Audio platform', 'NORDIC', 'nRF5340-QKAA-R7', 'wearable', 'nRF5340 + audio codec, LE Audio earbuds'],
  ['EFR32MG24', 'MG24 Matter over Thread platform', 'SILABS', 'EFR32MG24B210F1536IM48-B', 'iot', 'EFR32MG24 + SI7021 sensor, Matter smart sensor'],
  ['IMXRT1062', 'i.MX RT1060 HMI platform', 'NXP', 'MIMXRT1062DVL6B', 'industrial', 'RT1062 + 16MB HyperFlash + 32MB SDRAM + LCD'],
  ['S32K144', 'S32K1 body-control platform', 'NXP', 'S32K144HFT0VLLT', 'automotive', 'S32K144 + UJA1169 SBC + TJA1043 CAN'],
  ['AM6442', 'AM64x industrial communication platform', 'TI', 'AM6442BSFGHAALV', 'industrial', 'AM6442 + DP83867 PHY x2, TSN/EtherCAT'],
  ['TC375', 'AURIX TC37x domain-controller platform', 'IFX', 'SAKTC375TP96F300WAAKXUMA1', 'automotive', 'TC375 + TLF35584 safety PMIC + TLE9251 CAN'],
  ['ZYNQ-7020', 'Zynq-7020 machine-vision platform', 'AMD', 'XC7Z020-1CLG400C', 'industrial', 'XC7Z020 + DDR3 + AR0144 global-shutter sensor'],
  ['MT7622', 'Wi-Fi 4 router platform (legacy)', 'MEDIATEK', 'MT7622AV', 'wifi_router', 'MT7622AV + MT7615 5GHz', 'inactive', 'Superseded by MT7981 for new designs.'],
];

export const chipsetRows: SeedRow[] = CHIPSETS.map(([code, name, mfr, main, application, reference_design, status = 'active', remark]) =>
  row({ code, name, manufacturer_id: mfr, main_material_id: byMpn.has(main) ? main : undefined, application, reference_design, status, remark }),
);
