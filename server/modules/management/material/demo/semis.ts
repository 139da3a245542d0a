// Part-number patterns of semiconductors, connectors, protection and timing parts: orderable MPNs
// are a base part plus the packing suffix the manufacturer uses (TI ...R/...T reels, ADI -R7/-RL,
// LTC #PBF/#TRPBF, Microchip -I/SO and T- reels, Nexperia ,215 / ,118 ...).
import type { PartSpec } from './partSpec';

type Variant = [suffix: string, mpq: number];
/** [base MPN, description, package, variants (else the family's)] */
type Base = [base: string, description: string, pkg: string, variants?: Variant[]];

interface FamilyOpts {
  line: string;
  brand: string;
  variants: Variant[];
  cost: [number, number];
  lead: [number, number];
  hts: string;
  eccn?: string;
  preview?: boolean;
  legacy?: boolean;
  /** Variants put the suffix before the base (Microchip "PIC16F1847T-I/SO" is written as base "T"). */
  build?: (base: string, suffix: string) => string;
}

/** Typical weight of a package (grams); unknown packages get a small-IC weight. */
export function packageWeight(pkg: string): number {
  const table: [RegExp, number][] = [
    [/^SOT-?23|SC-70|SOT-323|SOD-323|SOT-563|SOT-883|DFN1006|X2SON|WSON-6|SON-6/i, 0.008],
    [/^SOD-123|SOT-89|MSOP|VSSOP|US8|UDFN|DSBGA|WCSP/i, 0.02],
    [/^SOT-223|DPAK|TO-252|PowerPAK|LFPAK|SO-8FL|TDSON|PQFN|DFN5x6|SuperSO8/i, 0.25],
    [/^SOIC-8|SO-8|TSSOP-8|SOP-4|SOP-8/i, 0.075],
    [/^SOIC-1[46]|TSSOP-1[46]|TSSOP-20|SSOP/i, 0.15],
    [/^SOIC-16W|SOIC-20|TSSOP-2[48]|HTSSOP/i, 0.3],
    [/^(V|W|U)?QFN-(1\d|2\d)|LGA|HVQFN-24/i, 0.04],
    [/^(V|W|U)?QFN|HVQFN|UFQFPN/i, 0.1],
    [/^LQFP-(32|44|48)|TQFP-(32|44|48)/i, 0.2],
    [/^LQFP-64|TQFP-64/i, 0.35],
    [/^LQFP-100|TQFP-100|QFP-100/i, 0.65],
    [/^LQFP-1[4-7]\d|TQFP-144/i, 1.3],
    [/BGA/i, 0.9],
    [/^D2PAK|TO-263/i, 1.5],
    [/^TO-220/i, 2.0],
    [/^TO-247/i, 6.1],
    [/^DO-214AC|SMA/i, 0.07],
    [/^DO-214AA|SMB/i, 0.1],
    [/^DO-214AB|SMC/i, 0.25],
    [/module/i, 2.2],
    [/DIP/i, 0.6],
  ];
  for (const [re, g] of table) if (re.test(pkg)) return g;
  return 0.05;
}

function family(o: FamilyOpts, bases: Base[]): PartSpec[] {
  const build = o.build ?? ((b: string, s: string) => `${b}${s}`);
  return bases.flatMap(([base, description, pkg, variants]) =>
    (variants ?? o.variants).map(([suffix, mpq]) => ({
      line: o.line,
      mpn: build(base, suffix),
      description: `${o.brand} ${description}, ${pkg}`,
      package: pkg,
      mpq,
      weight: packageWeight(pkg),
      cost: o.cost,
      lead: o.lead,
      hts: o.hts,
      eccn: o.eccn,
      preview: o.preview,
      legacy: o.legacy,
    })),
  );
}

const HTS = { processor: '8542.31.0000', memory: '8542.32.0071', amplifier: '8542.33.0001', otherIc: '8542.39.0001', diode: '8541.10.0080', transistor: '8541.29.0095', opto: '8541.49.8000', module: '8517.62.0090', connector: '8536.69.4040', fuse: '8536.10.0040', ptc: '8533.40.8070', trimmer: '8533.40.4000', oscillator: '8541.60.0060', inductor: '8504.50.8000' };

// TI: ...R large reel, ...T small reel (SOT/QFN); SOIC/TSSOP ship in tubes (no suffix) or reels (R).
const TI_SMALL: Variant[] = [['R', 3000], ['T', 250]];
const TI_SOIC: Variant[] = [['', 75], ['R', 2500]];

export function texasInstruments(): PartSpec[] {
  const power = family({ line: 'TI-PWR', brand: 'TI', variants: TI_SMALL, cost: [0.18, 3.2], lead: [6, 20], hts: HTS.otherIc }, [
    ['TPS7A4700RGW', '36V 1A ultra-low-noise LDO, adjustable', 'VQFN-20'],
    ['TPS7A4701RGW', '36V 1A ultra-low-noise LDO, high PSRR', 'VQFN-20'],
    ['TPS7A2033PDBV', '300mA low-noise LDO 3.3V', 'SOT-23-5'],
    ['TPS7A2018PDBV', '300mA low-noise LDO 1.8V', 'SOT-23-5'],
    ['TPS7A0233PDBV', '200mA 25nA-IQ LDO 3.3V', 'SOT-23-5'],
    ['TPS7A0518PDBV', '200mA 1µA-IQ LDO 1.8V', 'SOT-23-5'],
    ['TLV75533PDBV', '500mA LDO 3.3V', 'SOT-23-5'],
    ['TLV75518PDBV', '500mA LDO 1.8V', 'SOT-23-5'],
    ['TLV70033DCK', '200mA LDO 3.3V', 'SC-70-5'],
    ['TLV1117-33IDCY', '800mA LDO 3.3V', 'SOT-223-4'],
    ['TPS562201DDC', '4.5-17V 2A synchronous buck', 'SOT-23-6'],
    ['TPS563201DDC', '4.5-17V 3A synchronous buck', 'SOT-23-6'],
    ['TPS563208DDC', '4.5-17V 3A synchronous buck, PFM', 'SOT-23-6'],
    ['TPS564201DDC', '4.5-17V 4A synchronous buck', 'SOT-23-6'],
    ['TPS54302DDC', '4.5-28V 3A synchronous buck', 'SOT-23-6'],
    ['TPS62130RGT', '3-17V 3A step-down with DCS-Control', 'VQFN-16'],
    ['TPS62133RGT', '3-17V 3A step-down, fixed 3.3V', 'VQFN-16'],
    ['TPS62160DGK', '3-17V 1A step-down', 'VSSOP-8'],
    ['TPS62177DQC', '28V 500mA step-down with sleep mode', 'WSON-10'],
    ['TPS629210DRL', '3-17V 1A low-IQ buck', 'SOT-583'],
    ['TPS61088RHL', '10A fully integrated synchronous boost', 'VQFN-20'],
    ['TPS61023DRL', '3.7A boost, 0.5V input', 'SOT-563'],
    ['TPS63020DSJ', '4A buck-boost, 96% efficiency', 'VSON-14'],
    ['TPS63802DLA', '2A buck-boost, low IQ', 'VSON-10'],
    ['TPS2051CDBV', '0.5A USB power switch, active low', 'SOT-23-5'],
    ['TPS2065CDBV', '1A USB power switch', 'SOT-23-5'],
    ['TPS25940ARVC', '2.7-18V eFuse with DevSleep', 'WQFN-20'],
    ['BQ24075RGT', '1.5A linear Li-ion charger with power path', 'VQFN-16'],
    ['BQ25895RTW', '5A I2C buck charger, 1-cell', 'WQFN-24'],
    ['BQ25601RTW', '3A I2C buck charger, NVDC', 'WQFN-24'],
    ['UCC27517DBV', '4A/4A single-channel low-side gate driver', 'SOT-23-5'],
    ['LMR33630ADDA', '3.8-36V 3A synchronous buck', 'SO-8 PowerPAD', [['', 75], ['R', 2500]]],
    ['LM5164DDA', '6-100V 1A synchronous buck', 'SO-8 PowerPAD', [['', 75], ['R', 2500]]],
    ['TPS54560BDDA', '4.5-60V 5A step-down', 'SO-8 PowerPAD', [['', 75], ['R', 2500]]],
    ['TPS5430DDA', '5.5-36V 3A step-down', 'SO-8 PowerPAD', [['', 75], ['R', 2500]]],
    ['TPS54331D', '3.5-28V 3A step-down', 'SOIC-8', TI_SOIC],
    ['UCC27211D', '120V 4A half-bridge driver', 'SOIC-8', TI_SOIC],
    ['UCC28C42D', 'low-power BiCMOS current-mode PWM', 'SOIC-8', TI_SOIC],
    ['BQ76952PFB', '3-16 series cell battery monitor & protector', 'TQFP-48', [['', 250], ['R', 1000]]],
    ['TL431AIDBZ', 'adjustable precision shunt regulator', 'SOT-23-3'],
    ['TLV431AIDBZ', 'low-voltage adjustable shunt regulator', 'SOT-23-3'],
  ]);
  const analog = family({ line: 'TI-ANA', brand: 'TI', variants: TI_SOIC, cost: [0.12, 6.5], lead: [6, 18], hts: HTS.amplifier }, [
    ['OPA333AIDBV', '1.8V micropower zero-drift op amp', 'SOT-23-5', TI_SMALL],
    ['OPA2333AID', 'dual 1.8V zero-drift op amp', 'SOIC-8'],
    ['OPA2171AID', 'dual 36V general-purpose op amp', 'SOIC-8'],
    ['OPA4171AIPW', 'quad 36V general-purpose op amp', 'TSSOP-14'],
    ['OPA2188AID', 'dual 36V zero-drift op amp', 'SOIC-8'],
    ['OPA2376AID', 'dual low-noise low-IQ op amp', 'SOIC-8'],
    ['OPA1612AID', 'dual SoundPlus audio op amp', 'SOIC-8'],
    ['OPA2197ID', 'dual 36V precision rail-to-rail op amp', 'SOIC-8'],
    ['TLV9062ID', 'dual 10MHz RRIO op amp', 'SOIC-8'],
    ['TLV9064IPW', 'quad 10MHz RRIO op amp', 'TSSOP-14'],
    ['TLV9001IDBV', '1MHz RRIO op amp', 'SOT-23-5', TI_SMALL],
    ['TLV9002ID', 'dual 1MHz RRIO op amp', 'SOIC-8'],
    ['LMV321IDBV', 'low-voltage RRO op amp', 'SOT-23-5', TI_SMALL],
    ['LMV358ID', 'dual low-voltage RRO op amp', 'SOIC-8'],
    ['LM358D', 'dual general-purpose op amp', 'SOIC-8'],
    ['LM324D', 'quad general-purpose op amp', 'SOIC-14'],
    ['TL072CD', 'dual low-noise JFET-input op amp', 'SOIC-8'],
    ['TL074CD', 'quad low-noise JFET-input op amp', 'SOIC-14'],
    ['INA219AIDCN', 'I2C current/power monitor', 'SOT-23-8', TI_SMALL],
    ['INA226AIDGS', '36V I2C current/power monitor', 'VSSOP-10', TI_SMALL],
    ['INA240A1PW', 'PWM-rejection current sense amplifier', 'TSSOP-8'],
    ['INA180A1IDBV', 'current sense amplifier 20V/V', 'SOT-23-5', TI_SMALL],
    ['INA181A1IDBV', 'bidirectional current sense amplifier', 'SOT-23-6', TI_SMALL],
    ['ADS1115IDGS', '16-bit 860SPS 4-ch delta-sigma ADC', 'VSSOP-10', TI_SMALL],
    ['ADS1220IPW', '24-bit 4-ch low-power ADC', 'TSSOP-16'],
    ['ADS8688IDBT', '16-bit 8-ch SAR ADC, bipolar inputs', 'TSSOP-38'],
    ['REF3030AIDBZ', '3.0V 50ppm/°C voltage reference', 'SOT-23-3', TI_SMALL],
    ['REF5025AID', '2.5V low-noise precision reference', 'SOIC-8'],
    ['TMP117AIDRV', '±0.1°C digital temperature sensor', 'WSON-6', TI_SMALL],
    ['LMT01LPG', '0.5°C pulse-count temperature sensor', 'TO-92S', [['', 1000], ['M', 3000]]],
  ]);
  const embedded = family({ line: 'TI-EMB', brand: 'TI', variants: TI_SMALL, cost: [0.4, 28], lead: [8, 26], hts: HTS.processor }, [
    ['MSP430FR2433IRGE', 'MSP430 16MHz 15.5KB FRAM MCU', 'VQFN-24'],
    ['MSP430FR2355TRHA', 'MSP430 24MHz 32KB FRAM MCU with smart analog', 'VQFN-40'],
    ['MSP430FR5969IRGZ', 'MSP430 16MHz 64KB FRAM MCU', 'VQFN-48'],
    ['MSP430G2553IPW20', 'MSP430 16MHz 16KB flash MCU', 'TSSOP-20', [['', 70], ['R', 2000]]],
    ['MSPM0G3507SPM', 'Arm Cortex-M0+ 80MHz 128KB MCU with CAN-FD', 'LQFP-64', [['', 160], ['R', 1000]]],
    ['MSPM0L1306SRHB', 'Arm Cortex-M0+ 32MHz 64KB MCU', 'VQFN-32'],
    ['MSPM0C1104SDSG', 'Arm Cortex-M0+ 24MHz 16KB MCU', 'WSON-8'],
    ['TMS320F280025CPN', 'C2000 100MHz real-time MCU', 'LQFP-80', [['', 119], ['R', 1000]]],
    ['TMS320F280049CPZ', 'C2000 100MHz real-time MCU with FPU', 'LQFP-100', [['', 90], ['R', 1000]]],
    ['TMS320F28027PT', 'C2000 Piccolo 60MHz MCU', 'LQFP-48', [['', 250], ['R', 1000]]],
    ['CC2340R52E0RKP', 'SimpleLink 2.4GHz Bluetooth LE wireless MCU', 'VQFN-40'],
    ['CC1312R1F3RGZ', 'SimpleLink sub-1GHz wireless MCU', 'VQFN-48'],
    ['AM3358BZCZA100', 'Sitara Arm Cortex-A8 1GHz processor', 'NFBGA-324', [['', 126]]],
    ['AM6442BSFGHAALV', 'Sitara AM64x industrial networking processor', 'FCBGA-441', [['', 90]]],
  ]).map((p) => ({ ...p, eccn: /^(CC|AM)/.test(p.mpn) ? '5A992.C' : p.mpn.startsWith('MSPM0C') ? undefined : p.eccn, preview: p.mpn.startsWith('MSPM0C') }));
  const iface = family({ line: 'TI-IF', brand: 'TI', variants: TI_SOIC, cost: [0.1, 4.2], lead: [6, 20], hts: HTS.otherIc }, [
    ['TCAN1042HVD', 'CAN FD transceiver 5Mbps, 1.8V I/O', 'SOIC-8'],
    ['TCAN1051VD', 'CAN FD transceiver 5Mbps', 'SOIC-8'],
    ['TCAN1462VD', 'CAN SIC transceiver 8Mbps', 'SOIC-8'],
    ['SN65HVD230D', '3.3V CAN transceiver', 'SOIC-8'],
    ['SN65HVD1050D', '5V CAN transceiver, EMC optimized', 'SOIC-8'],
    ['SN65HVD72D', '3.3V RS-485 transceiver 250kbps', 'SOIC-8'],
    ['THVD1450D', '3.3-5V RS-485 transceiver 50Mbps', 'SOIC-8'],
    ['THVD1410D', 'RS-485 transceiver with ±30kV IEC ESD', 'SOIC-8'],
    ['ISO7741DBQ', 'quad-channel 3/1 digital isolator 5kVrms', 'SSOP-16', [['', 75], ['R', 2500]]],
    ['ISO7721D', 'dual-channel 1/1 digital isolator 3kVrms', 'SOIC-8'],
    ['ISO1050DUB', 'isolated CAN transceiver', 'SOP-8', [['', 75], ['R', 350]]],
    ['ISO3082DW', 'isolated 5V RS-485 transceiver', 'SOIC-16W', [['', 40], ['R', 2000]]],
    ['TXS0108EPW', '8-bit bidirectional level shifter', 'TSSOP-20'],
    ['TXS0104EPW', '4-bit bidirectional level shifter', 'TSSOP-14'],
    ['TXB0108PW', '8-bit auto-direction level shifter', 'TSSOP-20'],
    ['TCA9548APW', '8-channel I2C switch with reset', 'TSSOP-24'],
    ['PCA9306DCT', 'dual bidirectional I2C level translator', 'SSOP-8', TI_SMALL],
    ['TPD4E05U06DQA', '4-ch ESD protection for high-speed lines', 'USON-10', TI_SMALL],
    ['TPD2E001DRL', '2-ch low-capacitance ESD protection', 'SOT-5X3', TI_SMALL],
    ['TUSB320LAIRWB', 'USB Type-C configuration channel logic', 'X2QFN-12', TI_SMALL],
    ['SN74LVC1G17DBV', 'single Schmitt-trigger buffer', 'SOT-23-5', TI_SMALL],
    ['SN74LVC2G07DBV', 'dual buffer with open-drain outputs', 'SOT-23-6', TI_SMALL],
    ['SN74AHCT125PW', 'quad bus buffer, 3-state', 'TSSOP-14'],
    ['SN74HC595PW', '8-bit shift register with output latches', 'TSSOP-16'],
    ['SN74LV1T34DBV', 'single-supply buffer level shifter', 'SOT-23-5', TI_SMALL],
    ['DP83826ERHB', '10/100 Ethernet PHY, enhanced mode', 'VQFN-32', TI_SMALL],
    ['DP83867IRRGZ', 'industrial gigabit Ethernet PHY', 'VQFN-48', TI_SMALL],
  ]);
  return [...power, ...analog, ...embedded, ...iface];
}

// ADI: SOIC ships in tubes, -R7 (7" reel) or -RL (13" reel); LTC parts #PBF (tube) / #TRPBF (reel).
const ADI_SOIC: Variant[] = [['', 98], ['-R7', 1000], ['-RL', 2500]];
const ADI_SOT: Variant[] = [['-R2', 250], ['-REEL7', 3000]];
const LTC: Variant[] = [['#PBF', 50], ['#TRPBF', 2500]];

export function analogDevices(): PartSpec[] {
  return [
    ...family({ line: 'ADI-PREC', brand: 'ADI', variants: ADI_SOIC, cost: [0.9, 18], lead: [8, 24], hts: HTS.amplifier }, [
      ['AD8605ARTZ', 'precision 1µV/°C CMOS RRIO op amp', 'SOT-23-5', ADI_SOT],
      ['AD8628ARTZ', 'zero-drift single-supply op amp', 'SOT-23-5', ADI_SOT],
      ['AD8421ARZ', 'low-noise 3nV/√Hz instrumentation amplifier', 'SOIC-8'],
      ['AD620ARZ', 'low-power instrumentation amplifier', 'SOIC-8'],
      ['AD8232ACPZ', 'single-lead heart-rate monitor AFE', 'LFCSP-20', [['-R7', 1500], ['-RL', 5000]]],
      ['ADA4898-1YRDZ', 'high-voltage low-noise op amp', 'SOIC-8 EP'],
      ['AD7124-8BCPZ', '24-bit 8-ch low-power Σ-Δ ADC with PGA', 'LFCSP-32', [['', 490], ['-RL7', 1500]]],
      ['AD7606BSTZ', '16-bit 8-ch simultaneous-sampling ADC', 'LQFP-64', [['', 160], ['-RL', 1000]]],
      ['AD7793BRUZ', '24-bit 3-ch low-noise Σ-Δ ADC', 'TSSOP-16', [['', 96], ['-REEL', 2500]]],
      ['AD5693RBRMZ', '16-bit nanoDAC+ with 2ppm/°C reference', 'MSOP-10', [['', 50], ['-RL7', 1000]]],
      ['AD9833BRMZ', 'low-power programmable waveform generator', 'MSOP-10', [['', 50], ['-REEL', 3000]]],
      ['ADXL345BCCZ', '3-axis ±16g digital accelerometer', 'LGA-14', [['', 490], ['-RL7', 1500]]],
      ['ADXL355BEZ', 'low-noise 3-axis MEMS accelerometer', 'LCC-14', [['', 56], ['-RL7', 400]]],
      ['LTC2057HMS8', 'high-voltage low-noise zero-drift op amp', 'MSOP-8', LTC],
      ['LTC6655BHMS8-2.5', '0.25ppm noise low-drift 2.5V reference', 'MSOP-8', LTC],
    ]),
    ...family({ line: 'ADI-PWR', brand: 'ADI', variants: LTC, cost: [1.2, 22], lead: [10, 30], hts: HTS.otherIc }, [
      ['LT3045EDD', '20V 500mA ultralow-noise LDO', 'DFN-10'],
      ['LT3042EMSE', '20V 200mA ultralow-noise LDO', 'MSOP-10 EP'],
      ['LT1763CS8-3.3', '500mA low-noise LDO 3.3V', 'SOIC-8'],
      ['LT8609SAV', '42V 2A synchronous step-down Silent Switcher 2', 'LQFN-16'],
      ['LT8640SEV', '42V 6A synchronous step-down Silent Switcher 2', 'LQFN-18'],
      ['LT8610EMSE', '42V 2.5A synchronous step-down', 'MSOP-16 EP'],
      ['LTC3780EUH', 'high-efficiency 4-switch buck-boost controller', 'QFN-32'],
      ['LTM4644EY', 'quad 4A µModule step-down regulator', 'BGA-77 module', [['#PBF', 84]]],
      ['LTC4054ES5-4.2', 'standalone 800mA Li-ion charger', 'TSOT-23-5', [['#TRMPBF', 500], ['#TRPBF', 2500]]],
      ['ADP7118ARDZ', '20V 200mA low-noise CMOS LDO', 'SOIC-8 EP', ADI_SOIC],
      ['ADP150AUJZ-3.3', '150mA ultralow-noise LDO 3.3V', 'TSOT-5', [['-R7', 3000]]],
      ['ADP2384ACPZN', '20V 4A synchronous step-down', 'LFCSP-24', [['-R7', 1500]]],
    ]),
    ...family({ line: 'ADI-IF', brand: 'ADI', variants: ADI_SOIC, cost: [0.9, 9], lead: [8, 22], hts: HTS.otherIc }, [
      ['ADM3053BRWZ', 'isolated CAN transceiver with isoPower', 'SOIC-20W', [['', 38], ['-REEL7', 400]]],
      ['ADM2587EBRWZ', 'isolated RS-485 transceiver with isoPower', 'SOIC-20W', [['', 38], ['-REEL7', 400]]],
      ['ADM2682EBRIZ', 'isolated RS-485 transceiver 16Mbps', 'SOIC-16W', [['', 47], ['-RL7', 400]]],
      ['ADUM1201ARZ', 'dual-channel digital isolator 2.5kV', 'SOIC-8'],
      ['ADUM1401BRWZ', 'quad-channel digital isolator', 'SOIC-16W', [['', 47], ['-RL', 1000]]],
      ['ADUM4160BRWZ', 'full/low-speed USB digital isolator', 'SOIC-16W', [['', 47], ['-RL', 1000]]],
      ['ADUM141E1BRQZ', 'quad digital isolator 150Mbps', 'QSOP-16', [['', 98], ['-RL7', 1000]]],
      ['LTC2875IS8', '60V-tolerant CAN transceiver', 'SOIC-8', LTC],
      ['LTM2889IY-3', 'isolated CAN µModule transceiver', 'BGA-32 module', [['#PBF', 119]]],
    ]),
  ];
}

export function maximLegacy(): PartSpec[] {
  return family({ line: 'MAXIM-ANA', brand: 'Maxim', variants: [['+', 100], ['+T', 2500]], cost: [0.6, 6], lead: [16, 40], hts: HTS.otherIc, legacy: true }, [
    ['MAX3232ECAE', '3-5.5V RS-232 transceiver ±15kV ESD', 'SSOP-16'],
    ['MAX232ESE', '5V dual RS-232 driver/receiver', 'SOIC-16'],
    ['MAX485ESA', 'low-power RS-485 transceiver', 'SOIC-8'],
    ['MAX3485ESA', '3.3V RS-485 transceiver', 'SOIC-8'],
    ['MAX17502ETB', '60V 1A synchronous step-down', 'TDFN-10'],
    ['MAX31855KASA', 'thermocouple-to-digital converter, K type', 'SOIC-8'],
  ]);
}

// NXP: ",118" / ",115" / ",215" reel codes on discretes and logic; MCUs are trays ("K"/"Y").
export function nxp(): PartSpec[] {
  const mcu = family({ line: 'NXP-MCU', brand: 'NXP', variants: [['', 160]], cost: [1.1, 24], lead: [12, 39], hts: HTS.processor, eccn: '5A992.C' }, [
    ['LPC55S69JBD100K', 'Arm Cortex-M33 dual-core 150MHz MCU with TrustZone', 'LQFP-100', [['', 90]]],
    ['LPC55S16JBD64K', 'Arm Cortex-M33 150MHz MCU with CAN-FD', 'LQFP-64'],
    ['LPC845M301JBD48K', 'Arm Cortex-M0+ 30MHz 64KB MCU', 'LQFP-48', [['', 250]]],
    ['LPC1768FBD100K', 'Arm Cortex-M3 100MHz 512KB MCU with Ethernet', 'LQFP-100', [['', 90]]],
    ['MIMXRT1062DVL6B', 'i.MX RT1060 crossover MCU 600MHz', 'MAPBGA-196', [['', 152]]],
    ['MIMXRT1052DVL6B', 'i.MX RT1050 crossover MCU 600MHz', 'MAPBGA-196', [['', 152]]],
    ['MIMXRT1176DVMAA', 'i.MX RT1170 dual-core crossover MCU 1GHz', 'MAPBGA-289', [['', 126]]],
    ['MIMXRT1021DAG5A', 'i.MX RT1020 crossover MCU 500MHz', 'LQFP-144', [['', 60]]],
    ['MK64FN1M0VLL12', 'Kinetis K64 120MHz 1MB MCU', 'LQFP-100', [['', 90], ['R', 450]]],
    ['MKL25Z128VLK4', 'Kinetis KL25 48MHz 128KB MCU', 'LQFP-80', [['', 119]]],
    ['MCXN947VDFT', 'MCX N94x dual Cortex-M33 with NPU', 'VFBGA-184', [['', 260]]],
    ['MCXA153VLH', 'MCX A15x Cortex-M33 96MHz MCU', 'LQFP-64', [['', 160]]],
    ['PCA9555PW,118', '16-bit I2C GPIO expander', 'TSSOP-24', [['', 2500]]],
    ['PCA9685PW,118', '16-channel 12-bit PWM LED controller', 'TSSOP-28', [['', 2500]]],
    ['PCF8563T/5,518', 'real-time clock/calendar', 'SO-8', [['', 2500]]],
    ['SE050C2HQ1/Z01SDZ', 'EdgeLock SE050 secure element', 'HX2QFN-20', [['', 6000]]],
  ]).map((p) => ({ ...p, eccn: /^(PCA|PCF)/.test(p.mpn) ? undefined : p.eccn, hts: /^(PCA|PCF|SE050)/.test(p.mpn) ? HTS.otherIc : p.hts, preview: p.mpn.startsWith('MCXN') }));
  const auto = family({ line: 'NXP-AUTO', brand: 'NXP', variants: [['', 2500]], cost: [0.35, 16], lead: [16, 52], hts: HTS.otherIc }, [
    ['TJA1042T/3,118', 'high-speed CAN transceiver with standby', 'SO-8'],
    ['TJA1043T,118', 'high-speed CAN transceiver, wake-up', 'SO-14'],
    ['TJA1051T/3,118', 'high-speed CAN transceiver, 1.8V I/O', 'SO-8'],
    ['TJA1462AT/0Z', 'CAN SIC transceiver 8Mbps', 'SO-8'],
    ['TJA1021T/20/C,118', 'LIN 2.2A transceiver', 'SO-8'],
    ['UJA1169TK/F,118', 'mini high-speed CAN system basis chip', 'HVSON-20'],
    ['S32K144HFT0VLLT', 'S32K1 Arm Cortex-M4F 112MHz automotive MCU', 'LQFP-100', [['', 450]]],
    ['S32K142HFT0VLHT', 'S32K1 Arm Cortex-M4F 80MHz automotive MCU', 'LQFP-64', [['', 800]]],
    ['S32K312NHT0MPAST', 'S32K3 Arm Cortex-M7 120MHz automotive MCU', 'MAPBGA-172', [['', 1000]]],
    ['FS6500C3T', 'safety system basis chip, 3A DC/DC', 'LQFP-48 EP', [['', 1500]]],
    ['PF8100A0EP', 'PMIC for i.MX 8 applications processors', 'QFN-56', [['', 2000]]],
  ]).map((p) => ({ ...p, hts: /^S32K/.test(p.mpn) ? HTS.processor : p.hts, eccn: /^S32K3/.test(p.mpn) ? '5A992.C' : undefined }));
  return [...mcu, ...auto];
}

// STM32: STM32 + family + pin count + flash size + package + temperature range.
const STM_PINS: Record<string, number> = { F: 20, G: 28, K: 32, C: 48, R: 64, V: 100, Z: 144, I: 176 };
const STM_FLASH: Record<string, string> = { '4': '16KB', '6': '32KB', '8': '64KB', B: '128KB', C: '256KB', E: '512KB', G: '1MB', I: '2MB' };

export function stm32(): PartSpec[] {
  const families: [fam: string, core: string, flash: string[], pins: string[], eccn?: string, preview?: boolean][] = [
    ['F030', 'Arm Cortex-M0 48MHz', ['4', '6', '8', 'C'], ['F', 'K', 'C', 'R']],
    ['F103', 'Arm Cortex-M3 72MHz mainstream', ['8', 'B', 'C', 'E'], ['C', 'R', 'V', 'Z']],
    ['G030', 'Arm Cortex-M0+ 64MHz value line', ['6', '8'], ['F', 'K', 'C']],
    ['G031', 'Arm Cortex-M0+ 64MHz', ['4', '6', '8'], ['F', 'G', 'K', 'C']],
    ['G071', 'Arm Cortex-M0+ 64MHz with USB-PD', ['8', 'B'], ['G', 'K', 'C', 'R']],
    ['G0B1', 'Arm Cortex-M0+ 64MHz with CAN-FD and USB', ['B', 'C', 'E'], ['K', 'C', 'R', 'V']],
    ['F401', 'Arm Cortex-M4 84MHz', ['C', 'E'], ['C', 'R', 'V']],
    ['F411', 'Arm Cortex-M4 100MHz', ['C', 'E'], ['C', 'R', 'V']],
    ['F407', 'Arm Cortex-M4 168MHz with Ethernet', ['E', 'G'], ['V', 'Z', 'I']],
    ['F429', 'Arm Cortex-M4 180MHz with LCD-TFT', ['G', 'I'], ['V', 'Z', 'I']],
    ['L431', 'Arm Cortex-M4 80MHz ultra-low-power', ['B', 'C'], ['K', 'C', 'R', 'V']],
    ['L476', 'Arm Cortex-M4 80MHz ultra-low-power', ['C', 'E', 'G'], ['R', 'V', 'Z']],
    ['H743', 'Arm Cortex-M7 480MHz high-performance', ['G', 'I'], ['V', 'Z', 'I'], '3A991.A.2'],
    ['H723', 'Arm Cortex-M7 550MHz high-performance', ['E', 'G'], ['V', 'Z'], '3A991.A.2'],
    ['U575', 'Arm Cortex-M33 160MHz ultra-low-power with TrustZone', ['G', 'I'], ['C', 'R', 'V', 'Z'], '5A992.C'],
    ['U585', 'Arm Cortex-M33 160MHz with hardware crypto', ['I'], ['C', 'R', 'V', 'Z'], '5A992.C'],
    ['C031', 'Arm Cortex-M0+ 48MHz entry-level', ['4', '6'], ['F', 'G', 'K', 'C'], undefined, true],
  ];
  const out: PartSpec[] = [];
  for (const [fam, core, flashes, pins, eccn, preview] of families)
    for (const pin of pins)
      for (const fl of flashes) {
        const n = STM_PINS[pin];
        // Small packages do not carry the largest flash sizes, and vice versa.
        if (n <= 28 && ['C', 'E', 'G', 'I'].includes(fl) && !fam.startsWith('F030')) continue;
        if (n >= 144 && ['4', '6', '8', 'B'].includes(fl)) continue;
        if (fam === 'F030' && ((n === 20 && fl !== '4' && fl !== '6') || (n === 64 && fl === '4') || (n === 20 && fl === 'C'))) continue;
        const pkgs: [code: string, name: string, mpq: number][] =
          n === 20 ? [['P', 'TSSOP-20', 2500]] : n === 28 ? [['U', 'UFQFPN-28', 490]] : n === 32 ? [['T', 'LQFP-32', 250], ['U', 'UFQFPN-32', 490]] : n === 48 ? [['T', 'LQFP-48', 250], ['U', 'UFQFPN-48', 490]] : [['T', `LQFP-${n}`, n >= 144 ? 60 : n === 100 ? 90 : 160]];
        for (const [code, pkg, mpq] of pkgs)
          for (const temp of fam === 'F103' || fam === 'G071' ? ['6', '7'] : ['6']) {
            const base = `STM32${fam}${pin}${fl}${code}${temp}`;
            const reel = code === 'P' || code === 'U';
            out.push({
              line: 'ST-MCU',
              mpn: reel ? `${base}TR` : base,
              description: `ST STM32${fam} ${core}, ${STM_FLASH[fl]} flash, ${n} pins, ${temp === '6' ? '-40 to 85°C' : '-40 to 105°C'}, ${pkg}`,
              package: pkg,
              mpq: reel ? (code === 'P' ? 2500 : 3000) : mpq,
              weight: packageWeight(pkg),
              cost: [0.35 + n / 200, 1.2 + n / 18 + (['H743', 'H723', 'U585', 'F429'].includes(fam) ? 6 : 0)],
              lead: [10, 30],
              hts: HTS.processor,
              eccn,
              preview,
            });
          }
      }
  return out;
}

export function stOther(): PartSpec[] {
  const reel: Variant[] = [['', 2500]];
  return [
    ...family({ line: 'ST-PWR', brand: 'ST', variants: reel, cost: [0.08, 4.5], lead: [12, 40], hts: HTS.transistor }, [
      ['STD35NF06LT4', 'N-channel 60V 35A STripFET MOSFET', 'DPAK'],
      ['STL130N8F7', 'N-channel 80V 130A STripFET F7 MOSFET', 'PowerFLAT 5x6', [['', 3000]]],
      ['STP80NF70', 'N-channel 68V 98A MOSFET', 'TO-220', [['', 50]]],
      ['STGW40H65DFB', '650V 40A trench-gate IGBT with diode', 'TO-247', [['', 30]]],
      ['SCTW35N65G2V', '650V SiC MOSFET 45mΩ', 'HiP247', [['', 30]]],
      ['STPS2L40UF', '40V 2A Schottky rectifier', 'SMBflat', [['', 5000]]],
      ['STTH8R06D', '600V 8A ultrafast rectifier', 'TO-220AC', [['', 50]]],
      ['LD1117S33TR', '800mA LDO 3.3V', 'SOT-223'],
      ['LD39050PU33R', '500mA low-noise LDO 3.3V', 'DFN-6 3x3', [['', 3000]]],
      ['LDK130M33R', '300mA low-IQ LDO 3.3V', 'SOT-23-5', [['', 3000]]],
      ['L7805CV', '5V 1.5A positive voltage regulator', 'TO-220', [['', 50]]],
      ['L78L05ACUTR', '5V 100mA positive voltage regulator', 'SOT-89'],
      ['ST1S10PHR', '3A 900kHz synchronous step-down', 'PowerSO-8'],
      ['L6981NDR', '38V 1.5A synchronous step-down', 'SO-8'],
      ['VIPER122LSTR', 'offline flyback converter 800V', 'SSOP-10'],
    ]).map((p) => ({ ...p, hts: /^(L|ST1|VIPER)/.test(p.mpn) ? HTS.otherIc : /^STPS|^STTH/.test(p.mpn) ? HTS.diode : p.hts })),
    ...family({ line: 'ST-SENS', brand: 'ST', variants: [['TR', 5000]], cost: [0.5, 6], lead: [10, 30], hts: HTS.otherIc }, [
      ['LIS3DH', '3-axis ±16g MEMS accelerometer', 'LGA-16'],
      ['LIS2DH12', 'ultra-low-power 3-axis accelerometer', 'LGA-12'],
      ['LIS2DW12', '3-axis accelerometer with 3 modes', 'LGA-12'],
      ['LSM6DSO', '6-axis IMU, always-on', 'LGA-14'],
      ['LSM6DSOX', '6-axis IMU with machine-learning core', 'LGA-14'],
      ['LSM6DSL', '6-axis IMU', 'LGA-14'],
      ['ISM330DHCX', 'industrial 6-axis IMU with MLC', 'LGA-14'],
      ['IIS2DLPC', 'industrial ultra-low-power accelerometer', 'LGA-12'],
      ['LIS2MDL', '3-axis digital magnetometer', 'LGA-12'],
      ['LPS22HB', 'MEMS pressure sensor 260-1260 hPa', 'HLGA-10'],
      ['LPS22HH', 'high-performance MEMS pressure sensor', 'HLGA-10'],
      ['HTS221', 'capacitive humidity and temperature sensor', 'HLGA-6'],
      ['STTS22H', 'digital temperature sensor ±0.5°C', 'UDFN-6'],
    ]),
  ];
}

// Microchip: AVR "-AU" (tray) / "-AUR" (reel); PIC "-I/SO" (tube) and "T-I/SO" (reel: the T goes before the dash).
export function microchip(): PartSpec[] {
  const avr = family({ line: 'MCHP-MCU', brand: 'Microchip', variants: [['', 250]], cost: [0.45, 9], lead: [8, 30], hts: HTS.processor }, [
    ['ATmega328P-AU', 'AVR 20MHz 32KB MCU', 'TQFP-32', [['', 250]]],
    ['ATmega328P-AUR', 'AVR 20MHz 32KB MCU', 'TQFP-32', [['', 2000]]],
    ['ATmega328PB-AU', 'AVR 20MHz 32KB MCU, extra peripherals', 'TQFP-32', [['', 250]]],
    ['ATmega2560-16AU', 'AVR 16MHz 256KB MCU', 'TQFP-100', [['', 90]]],
    ['ATtiny85-20SU', 'AVR 20MHz 8KB MCU', 'SOIC-8W', [['', 95]]],
    ['ATtiny1614-SSNR', 'tinyAVR 1-series 16KB MCU', 'SOIC-14', [['', 2500]]],
    ['ATtiny1616-MNR', 'tinyAVR 1-series 16KB MCU', 'VQFN-20', [['', 6000]]],
    ['AVR128DA48-I/PT', 'AVR DA 24MHz 128KB MCU', 'TQFP-48', [['', 250]]],
    ['AVR64DD32-I/PT', 'AVR DD 24MHz 64KB MCU with MVIO', 'TQFP-32', [['', 250]]],
    ['ATSAMD21G18A-AU', 'SAM D21 Arm Cortex-M0+ 48MHz 256KB MCU', 'TQFP-48', [['', 250]]],
    ['ATSAMD21G18A-AUT', 'SAM D21 Arm Cortex-M0+ 48MHz 256KB MCU', 'TQFP-48', [['', 2000]]],
    ['ATSAMD21E18A-MU', 'SAM D21 Arm Cortex-M0+ 48MHz 256KB MCU', 'QFN-32', [['', 490]]],
    ['ATSAME70Q21B-AN', 'SAM E70 Arm Cortex-M7 300MHz 2MB MCU', 'LQFP-144', [['', 60]]],
    ['ATSAME54P20A-AU', 'SAM E54 Arm Cortex-M4F 120MHz with CAN-FD', 'TQFP-100', [['', 90]]],
  ]);
  const pic = (base: string, desc: string, pkgs: [code: string, pkg: string, tube: number][], temps = ['I']) =>
    pkgs.flatMap(([code, pkg, tube]) =>
      temps.flatMap((t) =>
        [
          [`${base}-${t}/${code}`, tube],
          [`${base}T-${t}/${code}`, code === 'P' || code === 'SP' ? 0 : 1600],
        ]
          .filter(([, mpq]) => mpq !== 0)
          .map(([mpn, mpq]) => ({
            line: 'MCHP-MCU',
            mpn: mpn as string,
            description: `Microchip ${desc}, ${t === 'I' ? '-40 to 85°C' : '-40 to 125°C'}, ${pkg}`,
            package: pkg,
            mpq: mpq as number,
            weight: packageWeight(pkg),
            cost: [0.35, 6] as [number, number],
            lead: [8, 28] as [number, number],
            hts: HTS.processor,
          })),
      ),
    );
  const pics = [
    ...pic('PIC16F1847', 'PIC16 8-bit 32MHz 14KB MCU', [['SO', 'SOIC-18', 41], ['SS', 'SSOP-20', 66], ['P', 'PDIP-18', 25]]),
    ...pic('PIC16F18446', 'PIC16 8-bit 32MHz 28KB MCU', [['SS', 'SSOP-20', 66], ['SO', 'SOIC-20', 38]]),
    ...pic('PIC18F46K22', 'PIC18 8-bit 64MHz 64KB MCU', [['PT', 'TQFP-44', 160], ['ML', 'QFN-44', 45]], ['I', 'E']),
    ...pic('PIC18F26K83', 'PIC18 8-bit 64MHz 64KB MCU with CAN', [['SO', 'SOIC-28', 27], ['SS', 'SSOP-28', 47]], ['I', 'E']),
    ...pic('PIC12F675', 'PIC12 8-bit 20MHz 1.75KB MCU', [['SN', 'SOIC-8', 100], ['P', 'PDIP-8', 60]]),
    ...pic('PIC32MX795F512L', 'PIC32 32-bit 80MHz 512KB MCU with Ethernet', [['PT', 'TQFP-100', 119]]).map((p) => ({ ...p, mpn: p.mpn.replace('-I/', '-80I/') })),
    ...pic('dsPIC33CK256MP505', 'dsPIC33 100MHz DSC 256KB', [['PT', 'TQFP-48', 250], ['M4', 'UQFN-48', 260]], ['I', 'E']),
  ];
  const iface = family({ line: 'MCHP-IF', brand: 'Microchip', variants: [['', 1000]], cost: [0.25, 7], lead: [6, 24], hts: HTS.otherIc }, [
    ['LAN8720A-CP-TR', '10/100 Ethernet RMII PHY', 'QFN-24', [['', 4000]]],
    ['LAN8742A-CZ-TR', '10/100 Ethernet RMII PHY, flexPWR', 'QFN-24', [['', 4000]]],
    ['KSZ8081RNAIA-TR', '10/100 Ethernet RMII PHY, industrial', 'QFN-24', [['', 4000]]],
    ['KSZ9031RNXCA-TR', 'gigabit Ethernet RGMII PHY', 'QFN-48', [['', 4000]]],
    ['KSZ8795CLXIC', '5-port 10/100 managed switch', 'LQFP-80', [['', 119]]],
    ['USB2514B/M2', '4-port USB 2.0 hub controller', 'QFN-36', [['', 490]]],
    ['USB3320C-EZK-TR', 'USB 2.0 ULPI transceiver', 'QFN-32', [['', 4000]]],
    ['MCP2515-I/SO', 'stand-alone CAN controller with SPI', 'SOIC-18', [['', 41]]],
    ['MCP2515T-I/SO', 'stand-alone CAN controller with SPI', 'SOIC-18', [['', 1100]]],
    ['MCP2551-I/SN', 'high-speed CAN transceiver', 'SOIC-8', [['', 100]]],
    ['MCP2562FDT-E/SN', 'CAN FD transceiver', 'SOIC-8', [['', 3300]]],
    ['MCP23017-E/SS', '16-bit I2C I/O expander', 'SSOP-28', [['', 47]]],
    ['MCP23017T-E/SS', '16-bit I2C I/O expander', 'SSOP-28', [['', 2100]]],
    ['MCP4725A0T-E/CH', '12-bit I2C DAC with EEPROM', 'SOT-23-6', [['', 3000]]],
    ['MCP3208-CI/SL', '12-bit 8-ch SPI ADC', 'SOIC-16', [['', 55]]],
    ['24LC256-I/SN', '256Kb I2C serial EEPROM', 'SOIC-8', [['', 100]]],
    ['24LC256T-I/SN', '256Kb I2C serial EEPROM', 'SOIC-8', [['', 3300]]],
    ['24AA02E48T-I/OT', '2Kb I2C EEPROM with EUI-48 MAC address', 'SOT-23-5', [['', 3000]]],
    ['25LC1024-I/SN', '1Mb SPI serial EEPROM', 'SOIC-8', [['', 100]]],
    ['MCP1700T-3302E/TT', '250mA low-IQ LDO 3.3V', 'SOT-23-3', [['', 3000]]],
    ['MCP73831T-2ACI/OT', 'single-cell Li-ion charge controller', 'SOT-23-5', [['', 3000]]],
    ['MIC5504-3.3YM5-TR', '300mA LDO 3.3V', 'SOT-23-5', [['', 3000]]],
  ]).map((p) => ({ ...p, hts: /^(24|25)/.test(p.mpn) ? HTS.memory : p.hts }));
  return [...avr, ...pics, ...iface];
}

export function infineon(): PartSpec[] {
  const pwr = family({ line: 'IFX-PWR', brand: 'Infineon', variants: [['', 5000]], cost: [0.2, 9], lead: [16, 52], hts: HTS.transistor }, [
    ['BSC010N04LSATMA1', 'OptiMOS 40V 1.0mΩ N-channel MOSFET', 'SuperSO8 5x6'],
    ['BSC014N06NSATMA1', 'OptiMOS 60V 1.45mΩ N-channel MOSFET', 'SuperSO8 5x6'],
    ['BSC040N10NS5ATMA1', 'OptiMOS 5 100V 4.0mΩ N-channel MOSFET', 'SuperSO8 5x6'],
    ['BSC070N10NS3GATMA1', 'OptiMOS 3 100V 7.0mΩ N-channel MOSFET', 'SuperSO8 5x6'],
    ['BSZ097N04LSGATMA1', 'OptiMOS 40V 9.7mΩ MOSFET', 'TSDSON-8 3x3'],
    ['IPD50N06S4L12ATMA1', 'automotive 60V 50A N-channel MOSFET', 'DPAK', [['', 2500]]],
    ['IPB65R099C7ATMA1', 'CoolMOS C7 650V 99mΩ', 'D2PAK', [['', 1000]]],
    ['IPW65R041CFD7XKSA1', 'CoolMOS CFD7 650V 41mΩ', 'TO-247', [['', 240]]],
    ['IKW40N120H3FKSA1', 'TRENCHSTOP 1200V 40A IGBT with diode', 'TO-247', [['', 240]]],
    ['IKW50N65EH5XKSA1', 'TRENCHSTOP 5 650V 50A IGBT', 'TO-247', [['', 240]]],
    ['IMW120R040M1HXKSA1', 'CoolSiC 1200V 40mΩ SiC MOSFET', 'TO-247', [['', 240]]],
    ['BSS138NH6327XTSA2', 'small-signal 60V N-channel MOSFET', 'SOT-23', [['', 3000]]],
    ['IRLML6344TRPBF', 'HEXFET 30V N-channel MOSFET', 'SOT-23', [['', 3000]]],
    ['IRF540NPBF', 'HEXFET 100V 33A N-channel MOSFET', 'TO-220', [['', 50]]],
    ['IR2104STRPBF', 'half-bridge gate driver 600V', 'SOIC-8', [['', 2500]]],
    ['1EDN8511BXUSA1', 'single-channel low-side gate driver', 'SOT-23-6', [['', 3000]]],
  ]).map((p) => ({ ...p, hts: /^(IR2|1EDN)/.test(p.mpn) ? HTS.otherIc : p.hts }));
  const mcu = family({ line: 'IFX-MCU', brand: 'Infineon', variants: [['', 250]], cost: [0.9, 32], lead: [16, 52], hts: HTS.processor }, [
    ['SAKTC375TP96F300WAAKXUMA1', 'AURIX TC37x triple-core automotive MCU', 'LQFP-176', [['', 1000]]],
    ['SAKTC397XX256F300SBDKXUMA2', 'AURIX TC39x hexa-core automotive MCU', 'LFBGA-292', [['', 1000]]],
    ['SAKTC233LP32F200NACKXUMA1', 'AURIX TC23x single-core automotive MCU', 'TQFP-100', [['', 1000]]],
    ['XMC1100T038X0064ABXUMA1', 'XMC1100 Arm Cortex-M0 32MHz 64KB MCU', 'TSSOP-38', [['', 2500]]],
    ['XMC4700F144K2048AAXQMA1', 'XMC4700 Arm Cortex-M4 144MHz 2MB MCU', 'LQFP-144', [['', 300]]],
    ['CY8C4245AXI-483', 'PSoC 4200 Arm Cortex-M0 48MHz 32KB', 'TQFP-44', [['', 160]]],
    ['CY8C4247LQI-BL483', 'PSoC 4 BLE Arm Cortex-M0 48MHz', 'QFN-56', [['', 260]]],
    ['CY8C6347BZI-BLD53', 'PSoC 6 BLE dual-core MCU', 'BGA-116', [['', 260]]],
    ['CY8C6247BZI-D54', 'PSoC 62 dual-core MCU', 'BGA-124', [['', 260]]],
    ['CYW43439KUBGT', 'AIROC Wi-Fi 4 + Bluetooth 5.2 combo', 'WLBGA-63', [['', 2500]]],
    ['CYW20829B0KML', 'AIROC Bluetooth LE 5.4 MCU', 'QFN-40', [['', 4000]]],
  ]).map((p) => ({ ...p, eccn: /^(CYW|CY8C6)/.test(p.mpn) ? '5A992.C' : /^SAKTC39/.test(p.mpn) ? '3A991.A.2' : undefined, preview: p.mpn.startsWith('CYW20829') }));
  const cypressLegacy = family({ line: 'CYPRESS-MCU', brand: 'Cypress', variants: [['', 260]], cost: [1.5, 12], lead: [20, 52], hts: HTS.processor, legacy: true }, [
    ['CY7C68013A-56LTXC', 'EZ-USB FX2LP USB 2.0 microcontroller', 'QFN-56'],
    ['CY7C65213-32LTXI', 'USB-UART bridge', 'QFN-32'],
    ['CY7C1041G30-10ZSXI', '4Mb asynchronous SRAM', 'TSOP-44', [['', 135]]],
    ['CY62256NLL-70SNXI', '256Kb low-power SRAM', 'SOIC-28', [['', 27]]],
    ['CY8C21434-24LQXIT', 'PSoC 1 programmable SoC', 'QFN-32', [['', 2500]]],
  ]).map((p) => ({ ...p, hts: /^CY(7C10|62)/.test(p.mpn) ? HTS.memory : p.hts }));
  return [...pwr, ...mcu, ...cypressLegacy];
}

export function renesas(): PartSpec[] {
  return family({ line: 'RENESAS-MCU', brand: 'Renesas', variants: [['', 160]], cost: [0.6, 14], lead: [12, 40], hts: HTS.processor }, [
    ['R7FA6M5BH3CFC#AA0', 'RA6M5 Arm Cortex-M33 200MHz 2MB MCU', 'LQFP-176', [['', 400]]],
    ['R7FA6M4AF3CFB#AA0', 'RA6M4 Arm Cortex-M33 200MHz 1MB MCU', 'LQFP-144', [['', 600]]],
    ['R7FA4M2AD3CFP#AA0', 'RA4M2 Arm Cortex-M33 100MHz 512KB MCU', 'LQFP-100', [['', 900]]],
    ['R7FA4M1AB3CFM#AA0', 'RA4M1 Arm Cortex-M4 48MHz 256KB MCU', 'LQFP-64', [['', 1600]]],
    ['R7FA2L1AB2DFL#AA0', 'RA2L1 Arm Cortex-M23 48MHz 256KB MCU', 'LQFP-48', [['', 2500]]],
    ['R7FA2E1A72DFL#AA0', 'RA2E1 Arm Cortex-M23 48MHz 64KB MCU', 'LQFP-48', [['', 2500]]],
    ['R5F51306ADFM#30', 'RX130 32MHz 512KB MCU with touch', 'LFQFP-64', [['', 1600]]],
    ['R5F5651EHDFB#10', 'RX651 120MHz 2MB MCU', 'LFQFP-144', [['', 600]]],
    ['R5F52318ADFP#30', 'RX231 54MHz 512KB MCU', 'LFQFP-100', [['', 900]]],
    ['R5F104LEAFB#30', 'RL78/G14 32MHz 64KB MCU', 'LFQFP-64', [['', 1600]]],
    ['R5F100LEAFB#V0', 'RL78/G13 32MHz 64KB MCU', 'LFQFP-64', [['', 1600]]],
    ['R5F10268ASP#V0', 'RL78/G12 24MHz 8KB MCU', 'LSSOP-20', [['', 2000]]],
    ['RAA2S4250B1GNP#AA0', 'motor-control pre-driver', 'QFN-48', [['', 2500]]],
    ['ISL8117FRZ-T', '60V synchronous buck controller', 'QFN-16', [['', 6000]]],
    ['5P49V6965A000NLGI', 'VersaClock 6E programmable clock generator', 'VFQFPN-24', [['', 490]]],
  ]).map((p) => ({ ...p, hts: /^(RAA|ISL|5P49)/.test(p.mpn) ? HTS.otherIc : p.hts, eccn: /^R7FA6/.test(p.mpn) ? '5A992.C' : undefined }));
}

export function onsemi(): PartSpec[] {
  return [
    ...family({ line: 'ONSEMI-PWR', brand: 'onsemi', variants: [['', 3000]], cost: [0.03, 14], lead: [14, 52], hts: HTS.transistor }, [
      ['NTMFS5C430NLT1G', '40V 1.4mΩ N-channel MOSFET', 'SO-8FL', [['', 1500]]],
      ['NTMFS5C628NLT1G', '60V 2.0mΩ N-channel MOSFET', 'SO-8FL', [['', 1500]]],
      ['NVMFS5C460NLT1G', 'automotive 40V 2.8mΩ MOSFET', 'SO-8FL', [['', 1500]]],
      ['FDMS86180', '100V 3.2mΩ PowerTrench MOSFET', 'PQFN-8 5x6'],
      ['FDS4435BZ', '-30V P-channel PowerTrench MOSFET', 'SOIC-8', [['', 2500]]],
      ['NTR4003NT1G', '30V small-signal N-channel MOSFET', 'SOT-23'],
      ['2N7002LT1G', '60V 115mA N-channel MOSFET', 'SOT-23'],
      ['BSS84LT1G', '-50V P-channel MOSFET', 'SOT-23'],
      ['MMBT3904LT1G', 'NPN general-purpose transistor', 'SOT-23'],
      ['MMBT3906LT1G', 'PNP general-purpose transistor', 'SOT-23'],
      ['BC817-40LT1G', 'NPN 45V 500mA transistor', 'SOT-23'],
      ['FGH40N60SFD', '600V 40A field-stop IGBT', 'TO-247', [['', 30]]],
      ['NTHL080N120SC1', '1200V 80mΩ SiC MOSFET', 'TO-247', [['', 30]]],
      ['MBRS340T3G', '40V 3A Schottky rectifier', 'SMC', [['', 2500]]],
      ['MBR0530T1G', '30V 0.5A Schottky diode', 'SOD-123'],
      ['MMSZ5V1T1G', '5.1V 500mW Zener diode', 'SOD-123'],
      ['MMSZ3V3T1G', '3.3V 500mW Zener diode', 'SOD-123'],
      ['ES1JFL', '600V 1A ultrafast rectifier', 'SOD-123FL'],
      ['NRVBSS24NT3G', 'automotive 40V 2A Schottky', 'SMB', [['', 2500]]],
    ]).map((p) => ({ ...p, hts: /^(MBR|MMSZ|ES1|NRVB)/.test(p.mpn) ? HTS.diode : p.hts })),
    ...family({ line: 'ONSEMI-ANA', brand: 'onsemi', variants: [['', 3000]], cost: [0.06, 3.5], lead: [10, 30], hts: HTS.otherIc }, [
      ['NCP1117ST33T3G', '1A LDO 3.3V', 'SOT-223', [['', 4000]]],
      ['NCP1117DT50RKG', '1A LDO 5.0V', 'DPAK', [['', 2500]]],
      ['NCV8114ASN330T1G', 'automotive 300mA LDO 3.3V', 'TSOP-5'],
      ['NCP718BSN330T1G', '300mA wide-input LDO 3.3V', 'TSOP-5'],
      ['NCP161ASN330T2G', '450mA ultra-low-noise LDO', 'TSOP-5'],
      ['NCP3063BDR2G', '1.5A step-up/down/inverting switching regulator', 'SOIC-8', [['', 2500]]],
      ['NCP5106BDR2G', 'high-voltage half-bridge driver', 'SOIC-8', [['', 2500]]],
      ['NCV7356D1R2G', 'single-wire CAN transceiver', 'SOIC-8', [['', 2500]]],
      ['NCP1342BMDCDAD1R2G', 'quasi-resonant flyback controller', 'SOIC-9', [['', 2500]]],
      ['FAN7688SJX', 'LLC resonant controller with SR', 'SOIC-16', [['', 2500]]],
      ['AR0144CSSM20SUKA0-CPBR', '1MP global-shutter CMOS image sensor', 'CSP-63', [['', 1000]]],
    ]).map((p) => ({ ...p, eccn: p.mpn.startsWith('AR0144') ? '6A993.A' : undefined })),
  ];
}

export function discretes(): PartSpec[] {
  const nexperia = family({ line: 'NEXPERIA-DSC', brand: 'Nexperia', variants: [[',215', 3000], [',235', 10000]], cost: [0.01, 0.35], lead: [12, 40], hts: HTS.transistor }, [
    ['BC847B', 'NPN 45V 100mA general-purpose transistor', 'SOT-23'],
    ['BC847C', 'NPN 45V 100mA general-purpose transistor, high gain', 'SOT-23'],
    ['BC857B', 'PNP 45V 100mA general-purpose transistor', 'SOT-23'],
    ['BC807-40', 'PNP 45V 500mA transistor', 'SOT-23'],
    ['BAS16', 'high-speed switching diode 100V', 'SOT-23'],
    ['BAV99', 'dual high-speed switching diode', 'SOT-23'],
    ['BAT54', '30V Schottky barrier diode', 'SOT-23'],
    ['BAT54C', '30V dual Schottky, common cathode', 'SOT-23'],
    ['BAT54S', '30V dual Schottky, series', 'SOT-23'],
    ['2N7002', '60V 300mA N-channel Trench MOSFET', 'SOT-23'],
    ['2N7002P', '60V 360mA N-channel Trench MOSFET', 'SOT-23'],
    ['PMV16XN', '20V 4.9A N-channel Trench MOSFET', 'SOT-23'],
    ['PMV45EN2', '30V 5.4A N-channel Trench MOSFET', 'SOT-23'],
    ['PMV65XP', '-20V P-channel Trench MOSFET', 'SOT-23'],
    ['BZX84-C3V3', '3.3V 250mW Zener diode', 'SOT-23'],
    ['BZX84-C5V1', '5.1V 250mW Zener diode', 'SOT-23'],
    ['BZX84-C12', '12V 250mW Zener diode', 'SOT-23'],
    ['PESD5V0S1BL', 'bidirectional ESD protection diode', 'SOD-882', [[',315', 10000]]],
    ['PESD2CAN', 'CAN bus ESD protection diode', 'SOT-23'],
    ['PMEG3020EH', '30V 2A low-VF MEGA Schottky', 'SOD-123F', [[',115', 3000]]],
    ['PSMN1R0-30YLD', '30V 1mΩ N-channel MOSFET', 'LFPAK56', [[',115', 1500]]],
    ['BUK7Y4R8-60E', 'automotive 60V 4.8mΩ MOSFET', 'LFPAK56', [[',115', 1500]]],
  ]).map((p) => ({ ...p, hts: /^(BAS|BAV|BAT|BZX|PESD|PMEG)/.test(p.mpn) ? HTS.diode : p.hts }));
  const logicNames: [string, string][] = [
    ['00', 'quad 2-input NAND gate'], ['04', 'hex inverter'], ['08', 'quad 2-input AND gate'], ['14', 'hex inverting Schmitt trigger'],
    ['32', 'quad 2-input OR gate'], ['74', 'dual D-type flip-flop'], ['125', 'quad buffer, 3-state'], ['138', '3-to-8 line decoder'],
    ['164', '8-bit serial-in shift register'], ['245', 'octal bus transceiver, 3-state'], ['595', '8-bit shift register with latches'],
  ];
  const logic: PartSpec[] = [];
  for (const [n, what] of logicNames)
    for (const [pkg, code, mpq] of [['SO-14', 'D,653', 2500], ['TSSOP-14', 'PW,118', 2500]] as const) {
      const pins = ['164', '138', '595'].includes(n) ? 16 : n === '245' ? 20 : 14;
      logic.push({
        line: 'NEXPERIA-LOGIC',
        mpn: `74HC${n}${code}`,
        description: `Nexperia 74HC${n} ${what}, ${pkg.replace('14', String(pins))}`,
        package: pkg.replace('14', String(pins)),
        mpq,
        weight: packageWeight(pkg),
        cost: [0.04, 0.22],
        lead: [10, 30],
        hts: HTS.otherIc,
      });
    }
  for (const [n, what] of [['1G00', 'single 2-input NAND'], ['1G04', 'single inverter'], ['1G08', 'single 2-input AND'], ['1G14', 'single Schmitt-trigger inverter'], ['1G32', 'single 2-input OR'], ['1G125', 'single buffer, 3-state'], ['2G07', 'dual buffer, open drain'], ['1G17', 'single Schmitt-trigger buffer']])
    for (const [pkg, code] of [['SOT-353', 'GW,125'], ['SOT-753', 'GV,125']])
      logic.push({ line: 'NEXPERIA-LOGIC', mpn: `74LVC${n}${code}`, description: `Nexperia 74LVC${n} ${what} gate, ${pkg}`, package: pkg, mpq: 3000, weight: 0.006, cost: [0.03, 0.12], lead: [10, 30], hts: HTS.otherIc });

  const vishay = family({ line: 'VISHAY-DSC', brand: 'Vishay', variants: [['-T1-GE3', 3000]], cost: [0.03, 2.8], lead: [10, 36], hts: HTS.transistor }, [
    ['SI2302CDS', '20V 2.9A N-channel MOSFET', 'SOT-23'],
    ['SI2301CDS', '-20V P-channel MOSFET', 'SOT-23'],
    ['SI2333CDS', '-12V P-channel MOSFET', 'SOT-23'],
    ['SI2343CDS', '-30V P-channel MOSFET', 'SOT-23'],
    ['SI2312CDS', '20V 5A N-channel MOSFET', 'SOT-23'],
    ['SI4410DY', '30V N-channel MOSFET', 'SOIC-8', [['-T1-GE3', 2500]]],
    ['SI7157DP', '-60V P-channel MOSFET', 'PowerPAK SO-8'],
    ['SIR862DP', '40V N-channel TrenchFET Gen IV', 'PowerPAK SO-8'],
    ['SQ2310ES', 'automotive 20V N-channel MOSFET', 'SOT-23', [['-T1_GE3', 3000]]],
    ['SQJ412EP', 'automotive 40V N-channel MOSFET', 'PowerPAK SO-8L', [['-T1_GE3', 3000]]],
  ]);
  const vishayDiodes = family({ line: 'VISHAY-DSC', brand: 'Vishay', variants: [['-E3/61T', 1800], ['-E3/5AT', 7500]], cost: [0.02, 0.3], lead: [8, 26], hts: HTS.diode }, [
    ['SS14', '40V 1A Schottky rectifier', 'DO-214AC (SMA)'],
    ['SS16', '60V 1A Schottky rectifier', 'DO-214AC (SMA)'],
    ['SS34', '40V 3A Schottky rectifier', 'DO-214AB (SMC)', [['-E3/57T', 850], ['-E3/9AT', 3500]]],
    ['SS36', '60V 3A Schottky rectifier', 'DO-214AB (SMC)', [['-E3/57T', 850], ['-E3/9AT', 3500]]],
    ['S1M', '1000V 1A standard rectifier', 'DO-214AC (SMA)'],
    ['ES1D', '200V 1A ultrafast rectifier', 'DO-214AC (SMA)'],
    ['US1M', '1000V 1A ultrafast rectifier', 'DO-214AC (SMA)'],
    ['SMBJ5.0A', '5V 600W TVS diode', 'DO-214AA (SMB)', [['-E3/52', 750], ['-E3/5B', 3200]]],
  ]);
  const rohm = family({ line: 'ROHM-DSC', brand: 'ROHM', variants: [['T146', 3000]], cost: [0.02, 0.6], lead: [10, 30], hts: HTS.transistor }, [
    ...(['114E', '124E', '143Z', '144E', '115E', '123J'] as const).flatMap((r): Base[] => [
      [`DTC${r}KA`, `NPN digital transistor (${r})`, 'SOT-346 (SMT3)'],
      [`DTA${r}KA`, `PNP digital transistor (${r})`, 'SOT-346 (SMT3)'],
      [`DTC${r}UA`, `NPN digital transistor (${r})`, 'SOT-323 (UMT3)', [['T106', 3000]]],
    ]),
    ['RB751VM-40TE-17', '40V 30mA Schottky barrier diode', 'SOD-323F (UMD2)', [['', 3000]]],
    ['RB160M-60TR', '60V 1A Schottky barrier diode', 'SOD-123FL (PMDU)', [['', 3000]]],
    ['RSX101VA-30TR', '30V 1A Schottky barrier diode', 'SOD-323 (TUMD2)', [['', 3000]]],
    ['RQ5E035AJTCL', '-30V 3.5A P-channel MOSFET', 'SOT-23-3 (TSMT3)', [['', 3000]]],
    ['RV2C010UNT2CL', '20V 1A N-channel MOSFET', 'DFN1006-3 (VML0806)', [['', 8000]]],
    ['SCT3080KLGC11', '1200V 80mΩ SiC MOSFET', 'TO-247N', [['', 30]]],
  ]).map((p) => ({ ...p, hts: /^(RB|RSX)/.test(p.mpn) ? HTS.diode : p.hts }));
  const toshiba = family({ line: 'TOSHIBA-DSC', brand: 'Toshiba', variants: [['', 3000]], cost: [0.05, 3], lead: [16, 52], hts: HTS.transistor }, [
    ['SSM3K324R,LF', '30V 4A N-channel MOSFET', 'SOT-23F'],
    ['SSM3J328R,LF', '-30V 6A P-channel MOSFET', 'SOT-23F'],
    ['SSM3K56MFV,L3F', '20V 0.8A N-channel MOSFET', 'VESM', [['', 8000]]],
    ['TK100E10N1,S1X(S', '100V 100A N-channel MOSFET', 'TO-220', [['', 50]]],
    ['TPH3R70APL,L1Q(M', '100V 3.7mΩ N-channel MOSFET', 'SOP Advance 5x6', [['', 2500]]],
    ['TPN2R703NL,L1Q(M', '30V 2.7mΩ N-channel MOSFET', 'TSON Advance 3x3', [['', 3000]]],
    ['TLP291(GB-TP,SE', 'transistor-output photocoupler 3750Vrms', 'SOP-4', [['', 2500]]],
    ['TLP291-4(GB-TP,E', 'quad transistor-output photocoupler', 'SOP-16', [['', 2500]]],
    ['TLP2362(TPL,E', '10Mbps high-speed photocoupler', 'SO-6', [['', 3000]]],
    ['TLP5214(D4-TP,E', '4A IGBT gate-driver photocoupler with DESAT', 'SO-16L', [['', 1500]]],
    ['TLP785(GB-TP6,F', 'transistor-output photocoupler, DIP', 'DIP-4 SMD', [['', 1500]]],
    ['TB67H450FNG,EL', 'brushed DC motor driver 50V 3.5A', 'HSOP-8', [['', 2500]]],
  ]).map((p) => ({ ...p, hts: p.mpn.startsWith('TLP') ? HTS.opto : p.mpn.startsWith('TB67') ? HTS.otherIc : p.hts }));
  const diodesInc = family({ line: 'DIODES-DSC', brand: 'Diodes', variants: [['-7', 3000], ['-13', 10000]], cost: [0.02, 0.6], lead: [8, 26], hts: HTS.transistor }, [
    ['DMN2041L', '20V 6.4A N-channel MOSFET', 'SOT-23'],
    ['DMG2305UX', '-20V 4.2A P-channel MOSFET', 'SOT-23'],
    ['DMP3098L', '-30V 3.8A P-channel MOSFET', 'SOT-23'],
    ['DMN3404L', '30V 5.8A N-channel MOSFET', 'SOT-23'],
    ['DMG1012T', '20V 630mA N-channel MOSFET', 'SOT-523'],
    ['BAV99', 'dual switching diode (Diodes Inc.)', 'SOT-23', [['-7-F', 3000]]],
    ['SBR3U40P1', '40V 3A super barrier rectifier', 'PowerDI-123', [['-7', 3000]]],
    ['B5819W', '40V 1A Schottky diode', 'SOD-123', [['-7-F', 3000]]],
    ['AP2112K-3.3TRG1', '600mA CMOS LDO 3.3V', 'SOT-23-5', [['', 3000]]],
    ['AP7361C-33E', '1A low-dropout regulator 3.3V', 'SOT-223', [['-13', 2500]]],
    ['AP63203WU', '3.8-32V 2A synchronous buck', 'TSOT-26', [['-7', 3000]]],
    ['PAM8302AADCR', '2.5W mono class-D audio amplifier', 'MSOP-8', [['', 2500]]],
    ['AH1806-W', 'micropower omnipolar Hall switch', 'SC-59', [['-7', 3000]]],
  ]).map((p) => ({ ...p, hts: /^(BAV|SBR|B5819)/.test(p.mpn) ? HTS.diode : /^(AP|PAM|AH)/.test(p.mpn) ? HTS.otherIc : p.hts }));
  return [...nexperia, ...logic, ...vishay, ...vishayDiodes, ...rohm, ...toshiba, ...diodesInc];
}

export function mps(): PartSpec[] {
  return family({ line: 'MPS-PWR', brand: 'MPS', variants: [['-Z', 3000], ['-P', 500]], cost: [0.15, 7], lead: [8, 24], hts: HTS.otherIc }, [
    ['MP2315GJ', '24V 3A synchronous step-down', 'TSOT-23-8'],
    ['MP1584EN-LF', '28V 3A 1.5MHz step-down', 'SOIC-8 EP', [['-Z', 2500]]],
    ['MP2307DN-LF', '23V 3A synchronous step-down', 'SOIC-8 EP', [['-Z', 2500]]],
    ['MP2451DT-LF', '36V 0.6A step-down', 'TSOT-23-6'],
    ['MP2359DJ-LF', '24V 1.2A step-down', 'TSOT-23-6'],
    ['MP2143DJ-LF', '5.5V 3A synchronous step-down', 'TSOT-23-8'],
    ['MP2161GJ', '6V 2A synchronous step-down', 'TSOT-23-8'],
    ['MP2145GD', '6V 6A synchronous step-down', 'QFN-12 2x3'],
    ['MP1477GTF', '18V 2A synchronous step-down', 'SOT-583'],
    ['MP8759GD', '26V 8A synchronous step-down', 'QFN-12 3x3'],
    ['MP9943GQ', '36V 3A synchronous step-down', 'QFN-12 2x3'],
    ['MPQ4572GQB-AEC1', 'automotive 60V 2A synchronous step-down', 'QFN-12 2x2'],
    ['MPM3610GQV', '21V 1.2A power module with inductor', 'QFN-20 module', [['-Z', 1000]]],
    ['MPM3632SGPQ', '18V 6A power module', 'QFN-26 module', [['-Z', 1000]]],
    ['MP2629GR', '4.5A I2C switching charger', 'QFN-26 4x4'],
    ['MP2722GRH-0000', '5A I2C buck charger with USB PD sink', 'QFN-22 3x3'],
    ['MP5416GRM-0000', 'PMIC for application processors', 'QFN-28'],
    ['MP3910GK', 'boost controller', 'MSOP-10'],
    ['MP6531GR', '5-60V 3-phase BLDC pre-driver', 'QFN-28'],
    ['MP1658GTF', '16V 0.8A synchronous step-down', 'SOT-563'],
  ]);
}

// ---------------------------------------------------------------- wireless, SoCs, networking
export function wireless(): PartSpec[] {
  const esp: PartSpec[] = [];
  const modules: [base: string, desc: string, flash: string[], preview?: boolean][] = [
    ['ESP32-S3-WROOM-1', 'Wi-Fi 4 + BLE 5 dual-core module, PCB antenna', ['N4', 'N8', 'N16', 'N4R2', 'N8R2', 'N8R8', 'N16R8']],
    ['ESP32-S3-WROOM-1U', 'Wi-Fi 4 + BLE 5 dual-core module, U.FL connector', ['N4', 'N8', 'N16', 'N8R8', 'N16R8']],
    ['ESP32-C3-WROOM-02', 'Wi-Fi 4 + BLE 5 RISC-V module', ['N4', 'H4']],
    ['ESP32-C3-MINI-1', 'Wi-Fi 4 + BLE 5 RISC-V mini module', ['N4', 'H4']],
    ['ESP32-C6-WROOM-1', 'Wi-Fi 6 + BLE 5 + 802.15.4 module', ['N4', 'N8', 'N16']],
    ['ESP32-C6-MINI-1', 'Wi-Fi 6 + BLE 5 + 802.15.4 mini module', ['N4']],
    ['ESP32-WROOM-32E', 'Wi-Fi + BT classic/BLE dual-core module', ['N4', 'N8', 'N16']],
    ['ESP32-WROVER-E', 'Wi-Fi + BT dual-core module with PSRAM', ['N4R8', 'N8R8', 'N16R8']],
    ['ESP32-H2-MINI-1', 'BLE 5 + Thread/Zigbee mini module', ['N2', 'N4'], true],
  ];
  for (const [base, desc, flashes, preview] of modules)
    for (const f of flashes)
      esp.push({
        line: 'ESPRESSIF-WL',
        mpn: `${base}-${f}`,
        description: `Espressif ${base} ${desc}, ${f.replace(/^[NH](\d+)/, '$1MB flash').replace(/R(\d+)$/, ' + $1MB PSRAM')}`,
        package: 'SMD module',
        mpq: base.includes('MINI') ? 650 : 450,
        weight: base.includes('MINI') ? 1.0 : 3.2,
        cost: [1.6, 4.8],
        lead: [4, 12],
        hts: HTS.module,
        eccn: '5A992.C',
        preview,
      });
  for (const [chip, desc] of [['ESP32-C3', 'RISC-V Wi-Fi 4 + BLE 5 SoC'], ['ESP32-C3FH4', 'ESP32-C3 with 4MB in-package flash'], ['ESP32-S3', 'dual-core Xtensa Wi-Fi 4 + BLE 5 SoC'], ['ESP32-S3FN8', 'ESP32-S3 with 8MB in-package flash'], ['ESP32-S3R8', 'ESP32-S3 with 8MB octal PSRAM'], ['ESP32-C6', 'RISC-V Wi-Fi 6 + BLE 5 + 802.15.4 SoC'], ['ESP32-C6FH4', 'ESP32-C6 with 4MB in-package flash'], ['ESP32-H2FH4', 'BLE 5 + 802.15.4 SoC with 4MB flash'], ['ESP32-C2', 'RISC-V Wi-Fi 4 + BLE 5 low-cost SoC'], ['ESP32-D0WD-V3', 'dual-core Wi-Fi + BT SoC']])
    esp.push({ line: 'ESPRESSIF-WL', mpn: chip, description: `Espressif ${desc}`, package: chip.startsWith('ESP32-S3') ? 'QFN-56 7x7' : chip.startsWith('ESP32-D0') ? 'QFN-48 5x5' : 'QFN-32 5x5', mpq: 4000, weight: 0.08, cost: [0.7, 2.4], lead: [4, 10], hts: HTS.processor, eccn: '5A992.C', preview: chip.startsWith('ESP32-H2') });

  const nordic = family({ line: 'NORDIC-WL', brand: 'Nordic', variants: [['-R', 3000], ['-T', 1000]], cost: [1.4, 9], lead: [10, 26], hts: HTS.processor, eccn: '5A992.C' }, [
    ['nRF52840-QIAA', 'Bluetooth LE / Thread / Zigbee SoC, 1MB flash', 'aQFN-73 7x7'],
    ['nRF52833-QDAA', 'Bluetooth LE 5.4 SoC, 512KB flash, 105°C', 'QFN-40 5x5'],
    ['nRF52832-QFAA', 'Bluetooth LE SoC, 512KB flash', 'QFN-48 6x6'],
    ['nRF52811-QCAA', 'Bluetooth LE direction-finding SoC', 'QFN-32 5x5'],
    ['nRF52810-QCAA', 'Bluetooth LE SoC, 192KB flash', 'QFN-32 5x5'],
    ['nRF52805-CAAA', 'Bluetooth LE SoC, WLCSP', 'WLCSP-28'],
    ['nRF5340-QKAA', 'dual-core Bluetooth LE audio SoC', 'aQFN-94 7x7', [['-R7', 3000], ['-R', 800]]],
    ['nRF54L15-QFAA', 'next-gen Bluetooth LE SoC, 1.5MB NVM', 'QFN-48 6x6'],
    ['nRF9160-SICA', 'LTE-M/NB-IoT SiP with GPS', 'LGA SiP 10x16', [['-R7', 1000]]],
    ['nRF9151-LACA', 'LTE-M/NB-IoT/DECT NR+ SiP', 'LGA SiP 11x12', [['-R7', 1000]]],
    ['nPM1300-QEAA', 'PMIC for Bluetooth LE devices', 'QFN-32 5x5'],
  ]).map((p) => ({ ...p, preview: /^nRF54L|^nRF9151/.test(p.mpn), hts: p.mpn.startsWith('nRF91') ? HTS.module : p.mpn.startsWith('nPM') ? HTS.otherIc : p.hts, eccn: p.mpn.startsWith('nPM') ? undefined : p.eccn }));

  const silabs = family({ line: 'SILABS-WL', brand: 'Silicon Labs', variants: [['', 2500]], cost: [0.6, 8], lead: [8, 30], hts: HTS.processor, eccn: '5A992.C' }, [
    ['EFR32MG24B210F1536IM48-B', 'Mighty Gecko Matter/Thread/Zigbee SoC', 'QFN-48 6x6'],
    ['EFR32MG24B220F1536IM48-B', 'Mighty Gecko SoC, +20dBm', 'QFN-48 6x6'],
    ['EFR32MG21A020F1024IM32-B', 'Mighty Gecko 2.4GHz SoC', 'QFN-32 4x4'],
    ['EFR32BG22C224F512IM40-C', 'Blue Gecko Bluetooth LE SoC', 'QFN-40 5x5'],
    ['EFR32BG22C222F352GM32-C', 'Blue Gecko Bluetooth LE SoC', 'QFN-32 4x4'],
    ['EFR32FG23A020F512GM40-C', 'Flex Gecko sub-GHz SoC', 'QFN-40 5x5'],
    ['BGM220PC22HNA2', 'Bluetooth LE module, chip antenna', 'SiP module', [['', 1000]]],
    ['MGM240PB32VNA2', 'Matter/Thread module', 'PCB module', [['', 1000]]],
    ['EFM8BB10F8G-A-QFN20R', 'EFM8 Busy Bee 8-bit MCU', 'QFN-20', [['', 3000]]],
    ['CP2102N-A02-GQFN28R', 'USB-to-UART bridge', 'QFN-28', [['', 3000]]],
    ['CP2104-F03-GMR', 'USB-to-UART bridge', 'QFN-24', [['', 3000]]],
    ['SI5351A-B-GT', 'I2C-programmable clock generator', 'MSOP-10', [['', 72]]],
    ['SI5351A-B-GTR', 'I2C-programmable clock generator', 'MSOP-10', [['', 2500]]],
    ['SI7021-A20-GM1R', 'I2C humidity and temperature sensor', 'DFN-6 3x3', [['', 3000]]],
    ['SI8641BB-B-IS1R', 'quad digital isolator 2.5kV', 'SOIC-16', [['', 2500]]],
  ]).map((p) => ({ ...p, hts: /^(EFM8)/.test(p.mpn) ? HTS.processor : /^(CP2|SI5|SI7|SI86)/.test(p.mpn) ? HTS.otherIc : /^(BGM|MGM)/.test(p.mpn) ? HTS.module : p.hts, eccn: /^(CP2|SI5|SI7|SI86|EFM8)/.test(p.mpn) ? undefined : p.eccn }));

  const soc = (line: string, brand: string, parts: [string, string, string, number][], cost: [number, number]) =>
    parts.map(([mpn, description, pkg, mpq]): PartSpec => ({ line, mpn, description: `${brand} ${description}, ${pkg}`, package: pkg, mpq, weight: packageWeight(pkg), cost, lead: [12, 40], hts: HTS.processor, eccn: '5A992.C' }));
  const mediatek = soc('MEDIATEK-SOC', 'MediaTek', [
    ['MT7981BA', 'Filogic 820 Wi-Fi 6 router SoC', 'TFBGA-322', 1500],
    ['MT7986AV', 'Filogic 830 Wi-Fi 6 router SoC', 'FCBGA-584', 600],
    ['MT7976CN', 'Wi-Fi 6 dual-band front-end chip', 'QFN-100', 2000],
    ['MT7915AN', 'Wi-Fi 6 4x4 dual-band chip', 'QFN-108', 2000],
    ['MT7622AV', 'Wi-Fi 4 router SoC with 4x4 2.4GHz', 'TFBGA-529', 840],
    ['MT7628AN', 'Wi-Fi 4 2x2 router SoC', 'DR-QFN-156', 1500],
    ['MT7688AN', 'Wi-Fi 4 IoT SoC', 'DR-QFN-156', 1500],
    ['MT7921AUN', 'Wi-Fi 6 + BT 5.2 USB combo', 'QFN-88', 2000],
    ['MT7922A22M', 'Wi-Fi 6E + BT 5.3 PCIe combo', 'QFN-120', 2000],
    ['MT7996AV', 'Filogic 880 Wi-Fi 7 tri-band chip', 'FCBGA-728', 600],
    ['MT7988A', 'Filogic 880 Wi-Fi 7 network processor', 'FCBGA-1040', 400],
  ], [2.2, 28]).map((p) => ({ ...p, preview: /^MT79(96|88)/.test(p.mpn) }));
  const realtek = soc('REALTEK-NET', 'Realtek', [
    ['RTL8211F-CG', 'gigabit Ethernet RGMII PHY', 'QFN-40', 4900],
    ['RTL8211FI-CG', 'gigabit Ethernet PHY, industrial temperature', 'QFN-40', 4900],
    ['RTL8201F-VB-CG', '10/100 Ethernet PHY', 'QFN-32', 4900],
    ['RTL8111H-CG', 'PCIe gigabit Ethernet controller', 'QFN-32', 4900],
    ['RTL8125B-CG', 'PCIe 2.5G Ethernet controller', 'QFN-56', 2600],
    ['RTL8153B-VB-CG', 'USB 3.0 gigabit Ethernet controller', 'QFN-40', 4900],
    ['RTL8367S-CG', '5+2 port gigabit switch', 'QFN-128', 1000],
    ['RTL8370N-VB-CG', '8-port gigabit switch', 'LQFP-216', 300],
    ['RTL8723DU-CG', 'Wi-Fi 4 + BT 4.2 USB combo', 'QFN-40', 4900],
    ['RTL8822CS-VL-CG', 'Wi-Fi 5 2x2 + BT 5 SDIO combo', 'QFN-68', 2600],
    ['RTL8852BE-CG', 'Wi-Fi 6 2x2 + BT 5.2 PCIe combo', 'QFN-88', 2600],
    ['ALC5616-CG', 'low-power stereo audio codec', 'QFN-32', 4900],
    ['ALC897-CG', '7.1-channel HD audio codec', 'LQFP-48', 1250],
    ['RTS5411S-GR', 'USB 3.0 4-port hub controller', 'QFN-76', 2600],
  ], [0.3, 6]).map((p) => ({ ...p, eccn: /^(ALC|RTS)/.test(p.mpn) ? undefined : p.eccn, hts: HTS.otherIc }));
  const qualcomm = soc('QUALCOMM-SOC', 'Qualcomm', [
    ['IPQ5018-0-NSP-TR-00', 'Networking Pro 400 Wi-Fi 6 SoC', 'NSP-BGA', 1000],
    ['IPQ6018-0-NSP-TR-00', 'Networking Pro 600 Wi-Fi 6 SoC', 'NSP-BGA', 1000],
    ['IPQ8074A-0-NSP-TR-00', 'Networking Pro 1200 Wi-Fi 6 SoC', 'NSP-BGA', 500],
    ['QCN5024-0-PSP-TR-00', 'Wi-Fi 6 2.4GHz 4x4 radio', 'PSP-QFN', 2000],
    ['QCN5054-0-PSP-TR-00', 'Wi-Fi 6 5GHz 4x4 radio', 'PSP-QFN', 2000],
    ['QCA8075-0-MQFN-TR-00', 'five-port gigabit Ethernet PHY', 'MQFN-148', 1000],
    ['QCA8081-0-MQFN-TR-00', '2.5G Ethernet PHY', 'MQFN-68', 2000],
    ['QCA9563-AL3A', 'Wi-Fi 4 3x3 router SoC', 'QFN-260', 1000],
    ['QCA7005-AL33', 'HomePlug Green PHY for EV charging', 'QFN-68', 2000],
    ['QCS6490-0-PSP-TR-00', 'octa-core IoT processor with AI engine', 'NSP-BGA', 500],
  ], [3.5, 45]).map((p) => ({ ...p, eccn: p.mpn.startsWith('QCS') ? '5A992.C' : p.eccn }));
  const broadcom = soc('BROADCOM-NET', 'Broadcom', [
    ['BCM5396KFBG', '16-port managed gigabit switch', 'FBGA-484', 200],
    ['BCM54210PEB1KMLG', 'gigabit Ethernet PHY', 'QFN-48', 3000],
    ['BCM53134OKMMLG', '4-port gigabit switch with CPU port', 'QFN-88', 1500],
    ['BCM56370A0KFSBG', 'Trident 3-X3 data-center switch', 'FCBGA-1156', 60],
    ['BCM4345C5KWBGT', 'Wi-Fi 5 + BT 5 combo', 'WLBGA-96', 2500],
  ], [2.0, 120]);
  const broadcomOpto = family({ line: 'BROADCOM-NET', brand: 'Broadcom', variants: [['-000E', 100], ['-500E', 1000]], cost: [0.8, 9], lead: [14, 40], hts: HTS.opto }, [
    ['ACPL-K33T', 'automotive 2.5A gate-drive optocoupler', 'SSO-8'],
    ['ACPL-C87B', 'precision optically isolated voltage sensor', 'SSO-8'],
    ['ACPL-332J', '2.5A IGBT gate driver with desaturation', 'SO-16'],
    ['HCPL-0631', 'dual 10MBd high-speed optocoupler', 'SO-8'],
    ['ACNT-H61L', '10MBd optocoupler, 15mm creepage', 'SSO-8 wide'],
  ]);
  return [...esp, ...nordic, ...silabs, ...mediatek, ...realtek, ...qualcomm, ...broadcom, ...broadcomOpto];
}

// ---------------------------------------------------------------- memory
export function memory(): PartSpec[] {
  const out: PartSpec[] = [];
  const mb = (d: string) => (Number(d) >= 1024 ? `${Number(d) / 1024}Gb` : `${d}Mb`);
  // Winbond W25Q<density><JV|JW|NW><package><temp>
  const wbPkgs: [code: string, pkg: string, mpq: number][] = [['SSIQ', 'SOIC-8 150mil', 4000], ['SIQ', 'SOIC-8 208mil', 2000], ['ZPIQ', 'WSON-8 6x5', 3000], ['XGIQ', 'XSON-8 4x4', 3000], ['EIQ', 'WSON-8 8x6', 3000], ['FIQ', 'SOIC-16 300mil', 1000]];
  for (const d of ['16', '32', '64', '128', '256', '512'])
    for (const volt of ['JV', 'JW'])
      for (const [code, pkg, mpq] of wbPkgs) {
        const big = Number(d) >= 256;
        if ((big && !['EIQ', 'FIQ'].includes(code)) || (!big && ['EIQ', 'FIQ'].includes(code)) || (Number(d) >= 128 && code === 'SSIQ') || (Number(d) > 64 && code === 'XGIQ')) continue;
        out.push({ line: 'WINBOND-MEM', mpn: `W25Q${d}${volt}${code}`, description: `Winbond ${mb(d)} ${volt === 'JV' ? '3V' : '1.8V'} serial NOR flash, quad SPI, ${pkg}`, package: pkg, mpq, weight: packageWeight(pkg.replace(/ .*/, '')), cost: [0.08 + Number(d) / 400, 0.25 + Number(d) / 90], lead: [8, 20], hts: HTS.memory });
      }
  for (const [mpn, desc, pkg, mpq] of [['W9825G6KH-6', '256Mb SDR SDRAM 166MHz', 'TSOP-54', 1080], ['W9825G6KH-6I', '256Mb SDR SDRAM 166MHz, industrial', 'TSOP-54', 1080], ['W956D8MBYA5I', '64Mb HyperRAM', 'TFBGA-24', 2500], ['W25N01GVZEIG', '1Gb serial SLC NAND flash', 'WSON-8 8x6', 3000], ['W25N02KVZEIR', '2Gb serial SLC NAND flash', 'WSON-8 8x6', 3000]] as const)
    out.push({ line: 'WINBOND-MEM', mpn, description: `Winbond ${desc}, ${pkg}`, package: pkg, mpq, weight: packageWeight(pkg), cost: [0.6, 3.5], lead: [8, 20], hts: HTS.memory });
  // Macronix MX25L / MX25U
  for (const [d, dev] of [['16', '1606E'], ['32', '3233F'], ['64', '6433F'], ['128', '12833F'], ['256', '25645G'], ['512', '51245G']])
    for (const [fam, volt] of [['MX25L', '3V'], ['MX25U', '1.8V']])
      for (const [code, pkg, mpq] of [['M2I-08G', 'SOP-8 208mil', 2000], ['Z2I-08G', 'WSON-8 6x5', 3000], ['MI-10G', 'SOP-16 300mil', 1000]] as const) {
        if ((Number(d) >= 256) !== (code === 'MI-10G')) continue;
        const part = fam === 'MX25U' ? dev.replace(/^(\d+)/, (m) => m.replace(/^1606/, '1635').replace(/^3233/, '3232').replace(/^6433/, '6432').replace(/^12833/, '12832').replace(/^25645/, '25643').replace(/^51245/, '51245')) : dev;
        out.push({ line: 'MACRONIX-MEM', mpn: `${fam}${part}${code}`, description: `Macronix ${mb(d)} ${volt} serial NOR flash, ${pkg}`, package: pkg, mpq, weight: packageWeight(pkg.replace(/ .*/, '')), cost: [0.1 + Number(d) / 380, 0.3 + Number(d) / 85], lead: [8, 22], hts: HTS.memory });
      }
  for (const [mpn, desc, pkg] of [['MX30LF1G18AC-TI', '1Gb 3V SLC NAND flash', 'TSOP-48'], ['MX30LF2G28AD-TI', '2Gb 3V SLC NAND flash', 'TSOP-48'], ['MX66L1G45GMI-08G', '1Gb 3V serial NOR flash', 'SOP-16 300mil'], ['MX29GL256FHT2I-90G', '256Mb parallel NOR flash', 'TSOP-56']] as const)
    out.push({ line: 'MACRONIX-MEM', mpn, description: `Macronix ${desc}, ${pkg}`, package: pkg, mpq: 960, weight: 0.55, cost: [1.2, 6], lead: [10, 24], hts: HTS.memory });
  // GigaDevice GD25Q / GD25LQ
  for (const d of ['16', '32', '64', '128', '256'])
    for (const [fam, volt, rev] of [['GD25Q', '3V', Number(d) >= 128 ? 'E' : 'C'], ['GD25LQ', '1.8V', Number(d) >= 128 ? 'E' : 'C'], ['GD25LE', '1.8V low-power', 'E']] as const)
      for (const [code, pkg, mpq] of [['SIG', 'SOP-8 150mil', 4000], ['TIG', 'SOP-8 208mil', 2000], ['WIG', 'WSON-8 6x5', 3000], ['EIGR', 'USON-8 3x2', 3000]] as const) {
        if (fam === 'GD25LE' && Number(d) > 128) continue;
        if (code === 'EIGR' && Number(d) > 32) continue;
        if (code === 'SIG' && Number(d) >= 256) continue;
        out.push({ line: 'GD-MEM', mpn: `${fam}${d}${rev}${code}`, description: `GigaDevice ${mb(d)} ${volt} serial NOR flash, ${pkg}`, package: pkg, mpq, weight: packageWeight(pkg.replace(/ .*/, '')), cost: [0.06 + Number(d) / 450, 0.2 + Number(d) / 100], lead: [6, 16], hts: HTS.memory });
      }
  // Micron
  for (const d of ['128', '256', '512'])
    for (const [volt, vl] of [['L', '3V'], ['U', '1.8V']])
      for (const [code, pkg, mpq] of [['ABA1EW9-0SIT', 'W-PDFN-8 8x6', 4000], ['ABA8ESF-0SIT', 'SOP2-16 300mil', 1000], ['ABA1ESE-0SIT', 'SOP2-8 208mil', 2000]] as const)
        out.push({ line: 'MICRON-MEM', mpn: `MT25Q${volt}${d}${code}`, description: `Micron ${mb(d)} ${vl} serial NOR flash, ${pkg}`, package: pkg, mpq, weight: 0.12, cost: [0.9 + Number(d) / 300, 1.8 + Number(d) / 90], lead: [12, 30], hts: HTS.memory });
  for (const [mpn, desc, pkg, mpq] of [
    ['MT40A512M16TB-062E:R', '8Gb DDR4-3200 x16 SDRAM', 'FBGA-96', 1440],
    ['MT40A1G16TB-062E:F', '16Gb DDR4-3200 x16 SDRAM', 'FBGA-96', 1440],
    ['MT40A256M16LY-062E:F', '4Gb DDR4-3200 x16 SDRAM', 'FBGA-96', 1440],
    ['MT41K256M16TW-107:P', '4Gb DDR3L-1866 x16 SDRAM', 'FBGA-96', 1440],
    ['MT41K512M16HA-107:A', '8Gb DDR3L-1866 x16 SDRAM', 'FBGA-96', 1440],
    ['MT53E512M32D1ZW-046WT:B', '16Gb LPDDR4X SDRAM', 'VFBGA-200', 1360],
    ['MT62F1G32D2DS-023WT:B', '32Gb LPDDR5 SDRAM', 'TFBGA-315', 1360],
    ['MT29F4G08ABAFAWP-IT:F', '4Gb SLC NAND flash x8', 'TSOP-48', 960],
    ['MT29F2G01ABAGDWB-IT:G', '2Gb serial SLC NAND flash', 'UPDFN-8 8x6', 4000],
    ['MTFC8GAKAJCN-4MIT', '8GB e.MMC 5.1, industrial', 'VFBGA-153', 1520],
    ['MTFC32GAZAQHD-IT', '32GB e.MMC 5.1, industrial', 'TFBGA-153', 1520],
  ] as const)
    out.push({ line: 'MICRON-MEM', mpn, description: `Micron ${desc}, ${pkg}`, package: pkg, mpq, weight: 0.25, cost: [1.5, 18], lead: [12, 34], hts: HTS.memory });
  return out;
}

export function gigadeviceMcu(): PartSpec[] {
  const out: PartSpec[] = [];
  const fams: [fam: string, core: string, variants: string[]][] = [
    ['F103', 'Arm Cortex-M3 108MHz', ['C8T6', 'CBT6', 'RBT6', 'RCT6', 'VCT6', 'VET6', 'ZET6']],
    ['F303', 'Arm Cortex-M4 120MHz', ['CCT6', 'RCT6', 'VCT6', 'VET6', 'ZET6']],
    ['F407', 'Arm Cortex-M4 168MHz with Ethernet', ['VET6', 'VGT6', 'ZET6', 'ZGT6']],
    ['F450', 'Arm Cortex-M4 200MHz', ['VGT6', 'ZGT6', 'IKH6']],
    ['E230', 'Arm Cortex-M23 72MHz', ['F4P6', 'F8P6', 'K8T6', 'C8T6']],
    ['E103', 'Arm Cortex-M4 120MHz', ['C8T6', 'CBT6', 'RBT6']],
    ['VF103', 'RISC-V 108MHz', ['C8T6', 'CBT6', 'RBT6', 'VBT6']],
    ['G553', 'Arm Cortex-M33 216MHz', ['CET6', 'RET6', 'VET6']],
  ];
  const pins: Record<string, number> = { F: 20, K: 32, C: 48, R: 64, V: 100, Z: 144, I: 176 };
  for (const [fam, core, variants] of fams)
    for (const v of variants) {
      const n = pins[v[0]];
      const pkg = v.endsWith('P6') ? 'TSSOP-20' : v.endsWith('H6') ? `BGA-${n}` : `LQFP-${n}`;
      out.push({
        line: 'GD-MCU',
        mpn: `GD32${fam}${v}`,
        description: `GigaDevice GD32${fam} ${core}, ${n} pins, ${pkg}`,
        package: pkg,
        mpq: n >= 144 ? 60 : n === 100 ? 90 : n === 64 ? 160 : n === 20 ? 2500 : 250,
        weight: packageWeight(pkg),
        cost: [0.3 + n / 220, 0.9 + n / 28],
        lead: [6, 16],
        hts: HTS.processor,
        preview: fam === 'G553',
      });
    }
  return out;
}

export function fpga(): PartSpec[] {
  const lattice = (['C', 'I'] as const).flatMap((g) =>
    ([
      ['ICE40UP5K-SG48', 'iCE40 UltraPlus 5.3K LUT FPGA', 'QFN-48 7x7', 2000],
      ['ICE40HX1K-TQ144', 'iCE40 HX 1.3K LUT FPGA', 'TQFP-144', 60],
      ['ICE40HX8K-CT256', 'iCE40 HX 7.7K LUT FPGA', 'caBGA-256', 119],
      ['ICE40LP1K-CM36', 'iCE40 LP 1.3K LUT FPGA', 'ucBGA-36', 490],
      ['LCMXO2-1200HC-4TG100', 'MachXO2 1.2K LUT FPGA', 'TQFP-100', 90],
      ['LCMXO2-7000HC-4TG144', 'MachXO2 6.9K LUT FPGA', 'TQFP-144', 60],
      ['LCMXO3LF-6900C-5BG256', 'MachXO3LF 6.9K LUT FPGA', 'caBGA-256', 119],
      ['LFE5U-25F-6BG256', 'ECP5 24K LUT FPGA', 'caBGA-256', 119],
      ['LFE5U-45F-6BG381', 'ECP5 44K LUT FPGA', 'caBGA-381', 90],
      ['LFE5UM5G-85F-8BG381', 'ECP5-5G 84K LUT FPGA with SERDES', 'caBGA-381', 90],
      ['LIFCL-40-9BG400', 'CrossLink-NX 39K LC FPGA', 'caBGA-400', 90],
    ] as const)
      .filter(([base]) => !(base.startsWith('ICE40') && g === 'C'))
      .map(([base, desc, pkg, mpq]): PartSpec => ({
        line: 'LATTICE-FPGA',
        mpn: `${base}${g}${base.startsWith('ICE40UP') ? 'TR' : ''}`,
        description: `Lattice ${desc}, ${g === 'C' ? 'commercial' : 'industrial'} grade, ${pkg}`,
        package: pkg,
        mpq: base.startsWith('ICE40UP') ? 2000 : mpq,
        weight: packageWeight(pkg),
        cost: [1.8, 48],
        lead: [14, 40],
        hts: HTS.processor,
        eccn: base.startsWith('LFE5UM') ? '3A991.D' : undefined,
      })),
  );
  const amdParts: [string, string, string, number][] = [];
  for (const [dev, desc, pkgs] of [
    ['XC7A35T', 'Artix-7 33K logic-cell FPGA', ['CPG236', 'FTG256', 'CSG324']],
    ['XC7A100T', 'Artix-7 101K logic-cell FPGA', ['FTG256', 'CSG324', 'FGG484']],
    ['XC7A200T', 'Artix-7 215K logic-cell FPGA', ['FBG484', 'FBG676']],
    ['XC7S25', 'Spartan-7 23K logic-cell FPGA', ['CSGA225', 'CSGA324']],
    ['XC7S50', 'Spartan-7 52K logic-cell FPGA', ['CSGA324', 'FGGA484']],
    ['XC7Z010', 'Zynq-7000 SoC, dual Cortex-A9', ['CLG225', 'CLG400']],
    ['XC7Z020', 'Zynq-7000 SoC, dual Cortex-A9', ['CLG400', 'CLG484']],
    ['XCZU3EG', 'Zynq UltraScale+ MPSoC', ['SBVA484', 'SFVC784']],
    ['XC7K325T', 'Kintex-7 326K logic-cell FPGA', ['FFG676', 'FFG900']],
  ] as const)
    for (const p of pkgs)
      for (const [speed, grade] of dev.startsWith('XCZU') ? [['-1', 'E'], ['-1', 'I']] : [['-1', 'C'], ['-2', 'I']])
        amdParts.push([`${dev}${speed}${p}${grade}`, `${desc}, speed ${speed.slice(1)}, ${grade === 'C' ? 'commercial' : grade === 'E' ? 'extended' : 'industrial'}`, `${p.replace(/\d+$/, '')}-${p.match(/\d+$/)![0]} BGA`, dev.startsWith('XC7K') ? 24 : 84]);
  const amd = amdParts.map(([mpn, description, pkg, mpq]): PartSpec => ({
    line: 'AMD-FPGA',
    mpn,
    description: `AMD ${description}, ${pkg}`,
    package: pkg,
    mpq,
    weight: 1.2,
    cost: [12, mpn.startsWith('XC7K') || mpn.startsWith('XCZU') ? 1400 : 160],
    lead: [16, 52],
    hts: HTS.processor,
    eccn: /^(XC7K|XCZU|XC7A200)/.test(mpn) ? '3A991.D' : '3A991.A.2',
  }));
  return [...lattice, ...amd];
}

// ---------------------------------------------------------------- protection, timing, connectors
export function protection(): PartSpec[] {
  const out: PartSpec[] = [];
  const volts = ['5.0', '6.0', '6.5', '7.0', '8.0', '10', '12', '13', '15', '18', '20', '24', '26', '30', '33', '36', '40', '48', '58'];
  for (const [series, watts, pkg, mpq, weight] of [['SMAJ', '400W', 'DO-214AC (SMA)', 5000, 0.07], ['SMBJ', '600W', 'DO-214AA (SMB)', 3000, 0.1], ['SMCJ', '1500W', 'DO-214AB (SMC)', 3000, 0.25]] as const)
    for (const v of volts)
      for (const dir of ['A', 'CA'])
        out.push({ line: 'LF-PROT', mpn: `${series}${v}${dir}`, description: `Littelfuse ${series} ${watts} TVS diode ${v}V ${dir === 'A' ? 'unidirectional' : 'bidirectional'}`, package: pkg, mpq, weight, cost: [0.04, 0.3], lead: [8, 20], hts: HTS.diode });
  for (const [code, amps] of [['.500', '0.5'], ['.750', '0.75'], ['001', '1'], ['01.5', '1.5'], ['002', '2'], ['02.5', '2.5'], ['003', '3'], ['004', '4'], ['005', '5'], ['007', '7'], ['010', '10']])
    out.push({ line: 'LF-PROT', mpn: `0451${code}.MRL`, description: `Littelfuse NANO2 451 fast-acting SMD fuse ${amps}A 125V`, package: '2410 (6125)', mpq: 1000, weight: 0.2, cost: [0.18, 0.5], lead: [8, 16], hts: HTS.fuse });
  for (const [mpn, desc, pkg] of [['SP0503BAHTG', '3-ch ESD diode array', 'SOT-143'], ['SP3012-04UTG', '4-ch low-capacitance ESD array', 'µDFN-10'], ['SP3012-06UTG', '6-ch low-capacitance ESD array', 'µDFN-14'], ['SM712-02HTG', 'RS-485 TVS array', 'SOT-23'], ['AQ24CANFD-02HTG', 'automotive CAN-FD TVS array', 'SOT-23']] as const)
    out.push({ line: 'LF-PROT', mpn, description: `Littelfuse ${desc}`, package: pkg, mpq: 3000, weight: 0.01, cost: [0.06, 0.4], lead: [8, 18], hts: HTS.diode });

  for (const [mpn, desc, pkg] of [['CDSOT23-SM712', 'RS-485 TVS diode array', 'SOT-23'], ['CDSOD323-T05C', '5V bidirectional TVS', 'SOD-323'], ['CDSOD323-T12C', '12V bidirectional TVS', 'SOD-323'], ['CDSOD323-T15C', '15V bidirectional TVS', 'SOD-323'], ['CDSOD323-T24C', '24V bidirectional TVS', 'SOD-323'], ['CDSOD323-T36C', '36V bidirectional TVS', 'SOD-323'], ['CDSOT23-T05C', '5V dual-line TVS', 'SOT-23'], ['CDSOT23-T24C', '24V dual-line TVS', 'SOT-23']] as const)
    out.push({ line: 'BOURNS-PROT', mpn, description: `Bourns ${desc}`, package: pkg, mpq: 3000, weight: 0.008, cost: [0.04, 0.25], lead: [8, 18], hts: HTS.diode });
  for (const [hold, amps] of [['010', '0.10'], ['020', '0.20'], ['050', '0.50'], ['075', '0.75'], ['110', '1.10'], ['150', '1.50'], ['200', '2.00']])
    out.push({ line: 'BOURNS-PROT', mpn: `MF-MSMF${hold}-2`, description: `Bourns Multifuse PPTC resettable fuse, hold ${amps}A`, package: '1812', mpq: 2000, weight: 0.06, cost: [0.05, 0.3], lead: [8, 16], hts: HTS.ptc });
  const ohm = (c: string) => { const v = capPfLike(c); return v >= 1e6 ? `${v / 1e6}MΩ` : v >= 1e3 ? `${v / 1e3}kΩ` : `${v}Ω`; };
  for (const series of ['3296W-1-', '3296Y-1-', '3386P-1-'])
    for (const c of ['101', '201', '501', '102', '202', '502', '103', '203', '503', '104', '204', '504', '105'])
      out.push({ line: 'BOURNS-PROT', mpn: `${series}${c}LF`, description: `Bourns ${series.slice(0, 5)} trimming potentiometer ${ohm(c)} ±10%, ${series.startsWith('3386') ? '3/8" square' : '3/8" multi-turn'}`, package: 'THT trimmer', mpq: 50, weight: 1.1, cost: [0.35, 1.6], lead: [6, 14], hts: HTS.trimmer });
  for (const c of ['1R0', '2R2', '4R7', '100', '150', '220', '330', '470', '101'])
    out.push({ line: 'BOURNS-PROT', mpn: `SRR1260-${c}M`, description: `Bourns SRR1260 shielded power inductor ${c.includes('R') ? c.replace('R', '.') : capPfLike(c)}µH ±20%`, package: '12.5x12.5x6mm', mpq: 500, weight: 2.8, cost: [0.25, 0.7], lead: [8, 16], hts: HTS.inductor });
  return out;
}

const capPfLike = (code: string) => Number(code.slice(0, 2)) * 10 ** Number(code[2]);

export function sitime(): PartSpec[] {
  const out: PartSpec[] = [];
  const freqs = ['8.000000', '12.000000', '16.000000', '19.200000', '20.000000', '24.000000', '25.000000', '26.000000', '27.000000', '33.333000', '40.000000', '48.000000', '50.000000', '100.000000'];
  for (const [series, desc, sizeCode, pkg] of [['SiT8008BI', 'low-power MEMS oscillator', '12', '2.0x1.6mm'], ['SiT8008BI', 'low-power MEMS oscillator', '22', '2.5x2.0mm'], ['SiT1602BI', 'standard-frequency MEMS oscillator', '12', '2.0x1.6mm']])
    for (const f of freqs)
      for (const [vc, volts] of [['18E', '1.8V'], ['33E', '3.3V']]) {
        if (series === 'SiT1602BI' && vc === '18E') continue;
        out.push({ line: 'SITIME-TIM', mpn: `${series}-${sizeCode}-${vc}-${f}G`, description: `SiTime ${series.slice(0, 7)} ${desc} ${Number(f)}MHz ±50ppm ${volts}`, package: pkg, mpq: 3000, weight: 0.01, cost: [0.25, 1.1], lead: [3, 8], hts: HTS.oscillator });
      }
  for (const mpn of ['SiT1533AI-H4-DCC-32.768E', 'SiT1533AI-H4-D14-32.768E', 'SiT1532AI-J4-DCC-32.768E'])
    out.push({ line: 'SITIME-TIM', mpn, description: 'SiTime 32.768kHz ultra-small MEMS oscillator', package: '1.5x0.8mm CSP', mpq: 3000, weight: 0.002, cost: [0.3, 0.9], lead: [3, 8], hts: HTS.oscillator });
  return out;
}

export function connectors(): PartSpec[] {
  const out: PartSpec[] = [];
  /** TE style: positions 10+ carry a leading "1-" (tens digit). */
  const te = (base: string, n: number) => (n >= 10 ? `${Math.floor(n / 10)}-${base}-${n % 10}` : `${base}-${n}`);
  for (let n = 2; n <= 12; n++) {
    out.push({ line: 'TE-CON', mpn: te('640456', n), description: `TE MTA-100 header, ${n} positions, 2.54mm, friction lock`, package: 'THT header', mpq: 100, weight: 0.2 * n, cost: [0.08, 0.5], lead: [6, 14], hts: HTS.connector });
    out.push({ line: 'TE-CON', mpn: te('282836', n), description: `TE terminal block, ${n} positions, 5.08mm pitch`, package: 'THT terminal block', mpq: 50, weight: 1.6 * n, cost: [0.3, 2.4], lead: [6, 14], hts: HTS.connector });
    out.push({ line: 'TE-CON', mpn: te('1744417', n), description: `TE AMP-Latch automotive header, ${n} positions`, package: 'THT header', mpq: 200, weight: 0.5 * n, cost: [0.2, 1.5], lead: [10, 24], hts: HTS.connector });
  }
  for (const n of [8, 10, 12, 14, 16, 20, 26, 34, 40, 50])
    out.push({ line: 'TE-CON', mpn: te('215083', n), description: `TE Micro-MaTch female-on-board, ${n} positions, 1.27mm`, package: 'SMT connector', mpq: 500, weight: 0.1 * n, cost: [0.2, 1.2], lead: [6, 14], hts: HTS.connector });
  for (const [mpn, desc] of [['2-1775198-1', 'USB 2.0 type-A receptacle, right angle'], ['2129691-1', 'USB type-C receptacle, 24 pos, SMT'], ['1-2199298-2', 'USB type-C receptacle, 16 pos'], ['1-1903130-2', 'RJ45 jack with magnetics, 1x1'], ['5-1814832-1', 'SMA jack, edge mount'], ['1-1734248-0', 'FFC/FPC connector 10 pos, 0.5mm']])
    out.push({ line: 'TE-CON', mpn, description: `TE ${desc}`, package: 'SMT connector', mpq: 1000, weight: 1.2, cost: [0.2, 2.8], lead: [8, 18], hts: HTS.connector });
  /** Molex: 5-digit series, 2-digit positions, 2-digit variant: 53047-0210. */
  const molex = (series: string, n: number, v: string) => `${series}-${String(n).padStart(2, '0')}${v}`;
  for (let n = 2; n <= 15; n++) {
    out.push({ line: 'MOLEX-CON', mpn: molex('53047', n, '10'), description: `Molex PicoBlade header, ${n} circuits, 1.25mm, vertical`, package: 'THT header', mpq: 1000, weight: 0.05 * n, cost: [0.05, 0.4], lead: [6, 16], hts: HTS.connector });
    out.push({ line: 'MOLEX-CON', mpn: molex('53048', n, '10'), description: `Molex PicoBlade header, ${n} circuits, 1.25mm, right angle`, package: 'THT header', mpq: 1000, weight: 0.05 * n, cost: [0.05, 0.4], lead: [6, 16], hts: HTS.connector });
    out.push({ line: 'MOLEX-CON', mpn: molex('51021', n, '00'), description: `Molex PicoBlade receptacle housing, ${n} circuits`, package: 'wire housing', mpq: 1000, weight: 0.03 * n, cost: [0.03, 0.2], lead: [6, 16], hts: HTS.connector });
  }
  for (const n of [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]) {
    out.push({ line: 'MOLEX-CON', mpn: molex('43045', n, '12'), description: `Molex Micro-Fit 3.0 header, ${n} circuits, dual row, 3.00mm`, package: 'THT header', mpq: 300, weight: 0.25 * n, cost: [0.2, 1.6], lead: [6, 16], hts: HTS.connector });
    out.push({ line: 'MOLEX-CON', mpn: molex('43025', n, '00'), description: `Molex Micro-Fit 3.0 receptacle housing, ${n} circuits`, package: 'wire housing', mpq: 500, weight: 0.15 * n, cost: [0.1, 0.9], lead: [6, 16], hts: HTS.connector });
  }
  for (const [mpn, desc] of [['105017-0001', 'micro-USB type-B receptacle, SMT'], ['2171750001', 'USB type-C receptacle, 24 circuits'], ['5033981892', 'microSD card socket, push-push'], ['0475890001', 'microSD card socket, hinged'], ['5051100892', 'FFC/FPC connector 8 circuits, 0.5mm']])
    out.push({ line: 'MOLEX-CON', mpn, description: `Molex ${desc}`, package: 'SMT connector', mpq: 1000, weight: 0.6, cost: [0.2, 1.4], lead: [8, 18], hts: HTS.connector });
  return out;
}
