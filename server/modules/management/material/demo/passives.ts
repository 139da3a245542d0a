// Part-number patterns of passive components: MLCCs, chip resistors, inductors and ferrite beads,
// tantalum and aluminum capacitors. Each generator returns parts in the manufacturers' own formats.
import type { PartSpec } from './partSpec';

// ---------------------------------------------------------------- capacitance
/** EIA capacitance code -> pF ("104" = 10 x 10^4 pF = 100 nF). */
const capPf = (code: string) => Number(code.slice(0, 2)) * 10 ** Number(code[2]);

function capText(pf: number): string {
  const fmt = (v: number) => String(Number(v.toPrecision(3)));
  if (pf < 1000) return `${fmt(pf)}pF`;
  if (pf < 1e6) return `${fmt(pf / 1000)}nF`;
  return `${fmt(pf / 1e6)}µF`;
}

const SIZE_WEIGHT: Record<string, number> = { '0201': 0.0002, '0402': 0.0006, '0603': 0.0018, '0805': 0.0055, '1206': 0.012, '1210': 0.024 };
const SIZE_MPQ: Record<string, number> = { '0201': 15000, '0402': 10000, '0603': 4000, '0805': 4000, '1206': 3000, '1210': 2000 };

type Dielectric = 'C0G' | 'X7R' | 'X5R';
/** Rated voltages in the demo catalogue. */
type Volt = 6.3 | 10 | 16 | 25 | 50 | 100;

const CAP_CODES = ['100', '220', '470', '101', '221', '471', '102', '222', '472', '103', '223', '473', '104', '224', '474', '105', '225', '475', '106', '226', '476', '107'];

/** Whether a capacitance is made in a size, dielectric and rated voltage (a simplified datasheet envelope). */
function mlccExists(size: string, d: Dielectric, v: Volt, code: string): boolean {
  const lg = Math.log10(capPf(code));
  const penalty = { 6.3: 0, 10: 0, 16: 0.3, 25: 0.65, 50: 1.0, 100: 1.35 }[v];
  if (d === 'C0G') {
    const max = { '0201': 2.0, '0402': 3.0, '0603': 3.7, '0805': 4.0, '1206': 4.35, '1210': 4.7 }[size] ?? 3;
    return lg >= 1 && lg <= max - penalty / 2 && v >= 25;
  }
  const max = { '0201': 6.0, '0402': 6.7, '0603': 7.35, '0805': 7.7, '1206': 8.0, '1210': 8.0 }[size] ?? 6;
  if (d === 'X5R') return lg >= 4 && lg <= max - penalty && v <= 25;
  return lg >= 2 && lg <= max - 0.7 - penalty;
}

interface MlccOpts {
  line: string;
  sizes: string[];
  dielectrics: Dielectric[];
  volts: Volt[];
  /** Every n-th plausible combination (keeps a series to a realistic range). */
  step?: number;
  mpn: (size: string, d: Dielectric, v: Volt, cap: string, tol: string) => string;
  brand: string;
}

function mlcc(o: MlccOpts): PartSpec[] {
  const out: PartSpec[] = [];
  let n = 0;
  for (const size of o.sizes)
    for (const d of o.dielectrics)
      for (const v of o.volts)
        for (const cap of CAP_CODES) {
          if (!mlccExists(size, d, v, cap)) continue;
          if (n++ % (o.step ?? 1) !== 0) continue;
          const tol = d === 'C0G' ? 'J' : capPf(cap) >= 1e7 ? 'M' : 'K';
          const tolText = { J: '±5%', K: '±10%', M: '±20%' }[tol];
          out.push({
            line: o.line,
            mpn: o.mpn(size, d, v, cap, tol),
            description: `${o.brand} MLCC ${capText(capPf(cap))} ${tolText} ${v}V ${d} ${size}`,
            package: size,
            mpq: SIZE_MPQ[size],
            weight: SIZE_WEIGHT[size],
            cost: [0.0008 * (1 + Object.keys(SIZE_MPQ).indexOf(size)), 0.012 * (1 + Object.keys(SIZE_MPQ).indexOf(size)) * (d === 'C0G' ? 0.8 : 1 + Math.log10(capPf(cap)) / 6)],
            lead: [8, 18],
            hts: '8532.24.0020',
          });
        }
  return out;
}

const VOLT_EIA: Record<Volt, string> = { 6.3: '0J', 10: '1A', 16: '1C', 25: '1E', 50: '1H', 100: '2A' };

export function murataMlcc(): PartSpec[] {
  const size: Record<string, [string, string]> = { '0201': ['03', '3'], '0402': ['15', '5'], '0603': ['18', '8'], '0805': ['21', 'B'], '1206': ['31', 'M'], '1210': ['32', 'E'] };
  const diel: Record<Dielectric, string> = { C0G: '5C', X7R: 'R7', X5R: 'R6' };
  return mlcc({
    line: 'MURATA-CAP',
    brand: 'Murata GRM',
    sizes: ['0201', '0402', '0603', '0805', '1206', '1210'],
    dielectrics: ['C0G', 'X7R', 'X5R'],
    volts: [6.3, 10, 16, 25, 50, 100],
    step: 3,
    mpn: (s, d, v, cap, tol) => `GRM${size[s][0]}${size[s][1]}${diel[d]}${VOLT_EIA[v]}${cap}${tol}A01${['0201', '0402', '0603'].includes(s) ? 'D' : 'L'}`,
  });
}

export function tdkMlcc(): PartSpec[] {
  const size: Record<string, [string, string]> = { '0201': ['0603', '030'], '0402': ['1005', '050'], '0603': ['1608', '080'], '0805': ['2012', '125'], '1206': ['3216', '160'], '1210': ['3225', '250'] };
  return mlcc({
    line: 'TDK-CAP',
    brand: 'TDK C series',
    sizes: ['0402', '0603', '0805', '1206', '1210'],
    dielectrics: ['C0G', 'X7R', 'X5R'],
    volts: [6.3, 10, 16, 25, 50, 100],
    step: 4,
    mpn: (s, d, v, cap, tol) => `C${size[s][0]}${d}${VOLT_EIA[v]}${cap}${tol}${size[s][1]}AA`,
  });
}

export function semcoMlcc(): PartSpec[] {
  const size: Record<string, [string, string]> = { '0402': ['05', '5'], '0603': ['10', '8'], '0805': ['21', 'F'], '1206': ['31', 'H'], '1210': ['32', 'J'] };
  const diel: Record<Dielectric, string> = { C0G: 'C', X7R: 'B', X5R: 'A' };
  const volt: Record<Volt, string> = { 6.3: 'Q', 10: 'P', 16: 'O', 25: 'A', 50: 'B', 100: 'C' };
  return mlcc({
    line: 'SEMCO-CAP',
    brand: 'Samsung CL',
    sizes: ['0402', '0603', '0805', '1206', '1210'],
    dielectrics: ['X7R', 'X5R', 'C0G'],
    volts: [6.3, 10, 16, 25, 50],
    step: 6,
    mpn: (s, d, v, cap, tol) => `CL${size[s][0]}${diel[d]}${cap}${tol}${volt[v]}${size[s][1]}NNN${['0402', '0603'].includes(s) ? 'C' : 'E'}`,
  });
}

export function yageoMlcc(): PartSpec[] {
  const diel: Record<Dielectric, string> = { C0G: 'NPO', X7R: 'X7R', X5R: 'X5R' };
  const volt: Record<Volt, string> = { 6.3: '5', 10: '6', 16: '7', 25: '8', 50: '9', 100: '0' };
  return mlcc({
    line: 'YAGEO-CAP',
    brand: 'YAGEO CC',
    sizes: ['0402', '0603', '0805', '1206'],
    dielectrics: ['X7R', 'X5R', 'C0G'],
    volts: [6.3, 10, 16, 25, 50, 100],
    step: 5,
    mpn: (s, d, v, cap, tol) => `CC${s}${tol}R${diel[d]}${volt[v]}BB${cap}`,
  });
}

// ---------------------------------------------------------------- resistors
/** Resistances offered in the demo catalogue (ohms): an E12-based selection plus common 1% values. */
const OHMS = [0, 10, 22, 33, 47, 49.9, 100, 120, 220, 330, 470, 1e3, 1.5e3, 2.2e3, 3.3e3, 4.7e3, 5.1e3, 10e3, 22e3, 33e3, 47e3, 100e3, 220e3, 470e3, 1e6];

function ohmText(r: number): string {
  if (r === 0) return '0Ω jumper';
  if (r < 1e3) return `${r}Ω`;
  if (r < 1e6) return `${r / 1e3}kΩ`;
  return `${r / 1e6}MΩ`;
}

/** "4K7" style with a letter for the decimal point; `digits` significant figures (R for ohms). */
function letterCode(r: number, digits: number): string {
  const [unit, div] = r >= 1e6 ? ['M', 1e6] : r >= 1e3 ? ['K', 1e3] : ['R', 1];
  const v = r / div;
  let s = v.toPrecision(digits);
  if (!s.includes('.')) s = `${s}.`;
  const [a, b] = s.split('.');
  return `${a}${unit}${b}`.replace(/^(\d+[RKM])$/, '$1');
}

/** EIA numeric code: significant digits then the number of zeros ("1002" = 10.0 kΩ; "49R9" below 100 Ω). */
function eiaCode(r: number, digits: number): string {
  if (r < 10 ** (digits - 1)) return letterCode(r, digits).replace(/[KM]/, 'R');
  const exp = Math.floor(Math.log10(r)) - (digits - 1);
  return `${Math.round(r / 10 ** exp)}${exp}`;
}

const RES_WEIGHT = SIZE_WEIGHT;
const RES_MPQ: Record<string, number> = { '0201': 10000, '0402': 10000, '0603': 5000, '0805': 5000, '1206': 5000 };

function resistors(line: string, brand: string, sizes: string[], tolerances: ('F' | 'J')[], mpn: (size: string, r: number, tol: 'F' | 'J') => string | undefined): PartSpec[] {
  const out: PartSpec[] = [];
  for (const size of sizes)
    for (const tol of tolerances)
      for (const r of OHMS) {
        if (r === 0 && tol === 'F') continue;
        if (tol === 'J' && [49.9, 120, 5.1e3].includes(r)) continue;
        const code = mpn(size, r, tol);
        if (!code) continue;
        const power = { '0201': '1/20W', '0402': '1/16W', '0603': '1/10W', '0805': '1/8W', '1206': '1/4W' }[size];
        out.push({
          line,
          mpn: code,
          description: `${brand} thick-film resistor ${ohmText(r)}${r === 0 ? '' : tol === 'F' ? ' ±1%' : ' ±5%'} ${power} ${size}`,
          package: size,
          mpq: RES_MPQ[size],
          weight: RES_WEIGHT[size],
          cost: [0.0004, tol === 'F' ? 0.004 : 0.002],
          lead: [6, 14],
          hts: '8533.21.0040',
        });
      }
  return out;
}

export function yageoResistors(): PartSpec[] {
  // RC0603FR-0710KL: size, tolerance, R (paper tape), 07 (7" reel), value with the unit as decimal point, L (lead-free).
  const value = (r: number) => {
    if (r < 1e3) return String(r).replace('.', 'R').replace(/^(\d+)$/, '$1R');
    const [unit, div] = r >= 1e6 ? ['M', 1e6] : ['K', 1e3];
    return String(r / div).replace('.', unit).replace(/^(\d+)$/, `$1${unit}`);
  };
  return resistors('YAGEO-RES', 'YAGEO RC', ['0201', '0402', '0603', '0805'], ['F', 'J'], (s, r, tol) => `RC${s}${tol}R-07${value(r)}L`);
}

export function vishayResistors(): PartSpec[] {
  // CRCW060310K0FKEA: size, 4-character value, tolerance, TCR, packaging.
  const val = (r: number) => {
    if (r < 1e3) return r >= 100 ? `${r}R` : `${Math.floor(r)}R${Math.round((r % 1) * 10)}`.padEnd(4, '0');
    const [unit, div] = r >= 1e6 ? ['M', 1e6] : ['K', 1e3];
    const v = r / div;
    const [a, b = ''] = String(v).split('.');
    return `${a}${unit}${b}`.padEnd(4, '0');
  };
  return resistors('VISHAY-RES', 'Vishay CRCW', ['0603', '0805', '1206'], ['F', 'J'], (s, r, tol) =>
    r === 0 ? `CRCW${s}0000Z0EA` : `CRCW${s}${val(r)}${tol === 'F' ? 'FKEA' : 'JNEA'}`,
  );
}

export function panasonicResistors(): PartSpec[] {
  // ERJ-3EKF1002V (1%, 4-digit value) and ERJ-3GEYJ103V (5%, 3-digit value).
  const one: Record<string, string> = { '0402': '2RKF', '0603': '3EKF', '0805': '6ENF', '1206': '8ENF' };
  const five: Record<string, string> = { '0402': '2GEJ', '0603': '3GEYJ', '0805': '6GEYJ', '1206': '8GEYJ' };
  const zero: Record<string, string> = { '0402': '2GE0R00X', '0603': '3GEY0R00V', '0805': '6GEY0R00V', '1206': '8GEY0R00V' };
  return resistors('PANA-RES', 'Panasonic ERJ', ['0603', '0805'], ['F', 'J'], (s, r, tol) => {
    if (r === 0) return `ERJ-${zero[s]}`;
    return tol === 'F' ? `ERJ-${one[s]}${eiaCode(r, 3)}${s === '0402' ? 'X' : 'V'}` : `ERJ-${five[s]}${eiaCode(r, 2)}${s === '0402' ? 'X' : 'V'}`;
  });
}

export function rohmResistors(): PartSpec[] {
  // MCR03EZPFX1002 (1%) and MCR03EZPJ103 (5%).
  const size: Record<string, string> = { '0402': '01MZP', '0603': '03EZP', '0805': '10EZP', '1206': '18EZP' };
  return resistors('ROHM-RES', 'ROHM MCR', ['0402', '0603'], ['F', 'J'], (s, r, tol) => {
    if (r === 0) return `MCR${size[s]}J000`;
    return tol === 'F' ? `MCR${size[s]}FX${eiaCode(r, 3)}` : `MCR${size[s]}J${eiaCode(r, 2)}`;
  });
}

// ---------------------------------------------------------------- inductors, beads
/** Inductance code: "R47" = 0.47 µH, "1R0" = 1.0 µH, "100" = 10 µH, "101" = 100 µH. */
const indUh = (c: string) => (c.includes('R') ? Number(c.replace('R', '.')) : capPf(c));

export function murataInductors(): PartSpec[] {
  const out: PartSpec[] = [];
  const beadSeries: [series: string, sizes: string[], use: string][] = [
    ['AG', ['15', '18'], 'general signal lines'],
    ['KG', ['15', '18', '21'], 'high-speed signal lines'],
    ['PG', ['18', '21', '31'], 'power lines'],
    ['SG', ['18', '21', '31'], 'power lines, high current'],
    ['HG', ['15', '18'], 'GHz-band noise'],
  ];
  const sizeName: Record<string, string> = { '15': '0402', '18': '0603', '21': '0805', '31': '1206' };
  for (const [series, sizes, use] of beadSeries)
    for (const s of sizes)
      for (const z of ['121', '221', '331', '471', '601', '102']) {
        if (series === 'PG' && capPf(z) > 600) continue;
        out.push({
          line: 'MURATA-EMI',
          mpn: `BLM${s}${series}${z}SN1D`,
          description: `Murata ferrite bead ${capPf(z)}Ω@100MHz, ${use}, ${sizeName[s]}`,
          package: sizeName[s],
          mpq: s === '15' ? 10000 : 4000,
          weight: SIZE_WEIGHT[sizeName[s]],
          cost: [0.004, 0.03],
          lead: [8, 16],
          hts: '8504.50.8000',
        });
      }
  const power: [prefix: string, suffix: string, pkg: string, codes: string[], mpq: number, weight: number][] = [
    ['LQM2HPN', 'MG0L', '1008 (2520)', ['R47', '1R0', '1R5', '2R2', '3R3', '4R7'], 3000, 0.02],
    ['LQM21PN', 'MGHL', '0805 (2012)', ['R47', '1R0', '2R2', '4R7'], 3000, 0.012],
    ['LQH3NPN', 'MJRL', '1212 (3030)', ['1R0', '2R2', '4R7', '100', '220', '470'], 2000, 0.05],
    ['LQH44PN', 'MP0L', '1515 (4040)', ['1R0', '2R2', '4R7', '100', '220'], 2500, 0.1],
  ];
  for (const [prefix, suffix, pkg, codes, mpq, weight] of power)
    for (const c of codes)
      out.push({
        line: 'MURATA-EMI',
        mpn: `${prefix}${c}${suffix}`,
        description: `Murata power inductor ${indUh(c)}µH ±20% ${pkg}`,
        package: pkg,
        mpq,
        weight,
        cost: [0.03, 0.22],
        lead: [10, 20],
        hts: '8504.50.8000',
      });
  return out;
}

export function tdkInductors(): PartSpec[] {
  const out: PartSpec[] = [];
  const series: [mpn: (c: string) => string, name: string, pkg: string, codes: string[], mpq: number, weight: number][] = [
    [(c) => `SPM3012T-${c}M`, 'SPM3012 metal power inductor', '3.2x3.0x1.2mm', ['R47', '1R0', '1R5', '2R2', '3R3', '4R7'], 2000, 0.05],
    [(c) => `SPM4012T-${c}M`, 'SPM4012 metal power inductor', '4.4x4.1x1.2mm', ['R47', '1R0', '1R5', '2R2', '3R3', '4R7', '6R8'], 2000, 0.08],
    [(c) => `SPM6530T-${c}M`, 'SPM6530 metal power inductor', '7.1x6.5x3.0mm', ['R47', '1R0', '1R5', '2R2', '3R3', '4R7', '6R8', '100'], 1000, 0.6],
    [(c) => `VLS4012ET-${c}M`, 'VLS4012 wound power inductor', '4.0x4.0x1.2mm', ['1R0', '2R2', '3R3', '4R7', '6R8', '100', '220'], 2000, 0.09],
    [(c) => `CLF7045T-${c}N`, 'CLF7045 shielded power inductor', '7.0x6.8x4.5mm', ['1R5', '2R2', '3R3', '4R7', '100', '220', '330', '470', '101'], 1000, 0.9],
    [(c) => `MLZ1608N${c}LT000`, 'MLZ1608 multilayer inductor', '0603', ['1R0', '2R2', '4R7', '100', '220'], 4000, 0.004],
    [(c) => `MLZ2012N${c}LT000`, 'MLZ2012 multilayer inductor', '0805', ['1R0', '2R2', '4R7', '100', '220'], 4000, 0.01],
  ];
  for (const [mpn, name, pkg, codes, mpq, weight] of series)
    for (const c of codes)
      out.push({ line: 'TDK-IND', mpn: mpn(c), description: `TDK ${name} ${indUh(c)}µH`, package: pkg, mpq, weight, cost: [0.02, 0.35], lead: [10, 22], hts: '8504.50.8000' });
  return out;
}

export function wurthInductors(): PartSpec[] {
  const values: [code: string, uh: string][] = [['001', '1.0'], ['002', '2.2'], ['003', '3.3'], ['004', '4.7'], ['006', '6.8'], ['010', '10'], ['015', '15'], ['022', '22'], ['033', '33'], ['047', '47'], ['110', '100']];
  const series: [prefix: string, name: string, pkg: string, mpq: number, weight: number][] = [
    ['7447779', 'WE-PD 7345', '7.3x7.3x4.5mm', 1000, 1.0],
    ['7447789', 'WE-PD 7850', '7.8x7.0x5.0mm', 1000, 1.3],
    ['7447709', 'WE-PD 1210', '12x12x10mm', 500, 5.0],
    ['7447714', 'WE-PD 1030', '10x10x3.0mm', 800, 2.1],
  ];
  return series.flatMap(([prefix, name, pkg, mpq, weight]) =>
    values.map(([code, uh]) => ({
      line: 'WE-IND',
      mpn: `${prefix}${code}`,
      description: `Würth ${name} shielded SMT power inductor ${uh}µH ±20%`,
      package: pkg,
      mpq,
      weight,
      cost: [0.18, 0.9],
      lead: [6, 12],
      hts: '8504.50.8000',
    })),
  );
}

// ---------------------------------------------------------------- tantalum, aluminum
interface TantalumCase {
  code: string;
  size: string;
  maxLog: number;
  weight: number;
  mpq: number;
}
const TANT_CASES: TantalumCase[] = [
  { code: 'A', size: '3216-18 (A)', maxLog: 6.7, weight: 0.03, mpq: 2000 },
  { code: 'B', size: '3528-21 (B)', maxLog: 7.35, weight: 0.07, mpq: 2000 },
  { code: 'C', size: '6032-28 (C)', maxLog: 7.7, weight: 0.2, mpq: 500 },
  { code: 'D', size: '7343-31 (D)', maxLog: 8.35, weight: 0.4, mpq: 500 },
];
const TANT_CAPS = ['105', '475', '106', '226', '476', '107', '227'];
const TANT_VOLTS: [v: number, code: string][] = [[6.3, '006'], [10, '010'], [16, '016'], [25, '025'], [35, '035']];

function tantalum(line: string, brand: string, mpn: (c: TantalumCase, cap: string, volt: string) => string, hts: string): PartSpec[] {
  const out: PartSpec[] = [];
  for (const c of TANT_CASES)
    for (const cap of TANT_CAPS)
      for (const [v, vc] of TANT_VOLTS) {
        const lg = Math.log10(capPf(cap));
        if (lg > c.maxLog - Math.log10(v / 6.3) || lg < c.maxLog - 2.2) continue;
        out.push({
          line,
          mpn: mpn(c, cap, vc),
          description: `${brand} ${capText(capPf(cap))} ±10% ${v}V case ${c.code}`,
          package: c.size,
          mpq: c.mpq,
          weight: c.weight,
          cost: [0.05, 0.9],
          lead: [12, 26],
          hts,
        });
      }
  return out;
}

export const kemetTantalum = () => tantalum('KEMET-CAP', 'KEMET T491 tantalum capacitor', (c, cap, v) => `T491${c.code}${cap}K${v}AT`, '8532.21.0040');
export const avxTantalum = () => tantalum('KAVX-CAP', 'KYOCERA AVX TAJ tantalum capacitor', (c, cap, v) => `TAJ${c.code}${cap}K${v}RNJ`, '8532.21.0040');

export function panasonicAluminum(): PartSpec[] {
  const out: PartSpec[] = [];
  const volts: [v: number, code: string][] = [[10, '1A'], [16, '1C'], [25, '1E'], [35, '1V'], [50, '1H']];
  const caps = ['100', '220', '470', '101', '221', '471', '102'];
  for (const [v, vc] of volts)
    for (const cap of caps) {
      const uf = capPf(cap);
      if (uf * v > 12000 || uf * v < 200) continue;
      const caseSize = uf * v > 4000 ? 'G' : uf * v > 1500 ? 'F' : uf * v > 700 ? 'E' : 'D';
      out.push({
        line: 'PANA-CAP',
        mpn: `EEE-FK${vc}${cap}${caseSize === 'G' ? 'AQ' : 'P'}`,
        description: `Panasonic FK SMD aluminum electrolytic ${uf}µF ±20% ${v}V, case ${caseSize}`,
        package: `SMD case ${caseSize}`,
        mpq: caseSize === 'G' ? 250 : caseSize === 'F' ? 500 : 1000,
        weight: { D: 0.15, E: 0.3, F: 0.5, G: 1.1 }[caseSize],
        cost: [0.04, 0.45],
        lead: [10, 20],
        hts: '8532.22.0085',
      });
    }
  return out;
}
