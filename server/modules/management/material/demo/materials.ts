// Demo data: materials, generated from the manufacturers' part-number patterns (passives.ts,
// semis.ts). Facts a generator does not fix (cost inside its range, lead time, lifecycle, CPN) are
// chosen by a hash of the MPN, so every run gives the same ~3,000 rows.
import { PRODUCT_LINES } from '../../../basic/company/demo/company';
import type { PartSpec } from './partSpec';
import {
  avxTantalum,
  kemetTantalum,
  murataInductors,
  murataMlcc,
  panasonicAluminum,
  panasonicResistors,
  rohmResistors,
  semcoMlcc,
  tdkInductors,
  tdkMlcc,
  vishayResistors,
  wurthInductors,
  yageoMlcc,
  yageoResistors,
} from './passives';
import {
  analogDevices,
  connectors,
  discretes,
  fpga,
  gigadeviceMcu,
  infineon,
  maximLegacy,
  memory,
  microchip,
  mps,
  nxp,
  onsemi,
  protection,
  renesas,
  sitime,
  stm32,
  stOther,
  texasInstruments,
  wireless,
} from './semis';
import { hash, pickBy, row, spread, type SeedRow } from '../../../../seed/demoRow';

/** Every generated part, semiconductors first. */
export function allParts(): PartSpec[] {
  return [
    ...texasInstruments(),
    ...analogDevices(),
    ...maximLegacy(),
    ...nxp(),
    ...stm32(),
    ...stOther(),
    ...microchip(),
    ...infineon(),
    ...renesas(),
    ...onsemi(),
    ...discretes(),
    ...mps(),
    ...wireless(),
    ...memory(),
    ...gigadeviceMcu(),
    ...fpga(),
    ...protection(),
    ...sitime(),
    ...connectors(),
    ...murataMlcc(),
    ...tdkMlcc(),
    ...semcoMlcc(),
    ...yageoMlcc(),
    ...kemetTantalum(),
    ...avxTantalum(),
    ...panasonicAluminum(),
    ...yageoResistors(),
    ...vishayResistors(),
    ...panasonicResistors(),
    ...rohmResistors(),
    ...murataInductors(),
    ...tdkInductors(),
    ...wurthInductors(),
  ];
}

const MANUFACTURER_OF = new Map(PRODUCT_LINES.map(([code, , mfr]) => [code, mfr]));
const PASSIVE_LINES = new Set(PRODUCT_LINES.filter(([, , , cat]) => ['capacitor', 'resistor', 'inductor'].includes(cat)).map(([code]) => code));

/** Customer part-number styles (a few customers buy parts under their own numbers). */
const CPN_STYLES: ((n: number) => string)[] = [
  (n) => `GP-${String(1000 + (n % 9000)).padStart(4, '0')}-${String(n % 97).padStart(2, '0')}`,
  (n) => `03.${String(n % 1000).padStart(3, '0')}${String.fromCharCode(65 + (n % 26))}.${String(n % 10000).padStart(4, '0')}`,
  (n) => `NC${String(n % 1000000).padStart(6, '0')}`,
  (n) => `MD-${String(n % 100000).padStart(5, '0')}-A`,
  (n) => `SV${String(n % 100000).padStart(5, '0')}R${n % 10}`,
];

const LEGACY_REMARKS = ['Last-time buy closed; remaining stock only.', '原厂已停产，请推荐替代料。', 'Replaced by the ADI / Infineon part after the acquisition.'];

function lifecycleOf(p: PartSpec, h: number): string {
  if (p.legacy) return h % 3 === 0 ? 'eol' : 'obsolete';
  if (p.preview) return h % 4 === 0 ? 'active' : 'preview';
  const r = h % 100;
  return r < 3 ? 'eol' : r < 8 ? 'nrnd' : r < 9 ? 'obsolete' : 'active';
}

function toRow(p: PartSpec): SeedRow {
  const h = hash(p.mpn);
  const lifecycle = lifecycleOf(p, h);
  const passive = PASSIVE_LINES.has(p.line);
  const cpn = h % 11 === 0 ? pickBy(`${p.mpn}|cpn`, CPN_STYLES)(h >>> 8) : undefined;
  return row({
    mpn: p.mpn,
    cpn,
    manufacturer_id: MANUFACTURER_OF.get(p.line),
    product_line_id: p.line,
    description: p.description,
    package: p.package,
    mpq: p.mpq,
    // Cheap passives sell in multiples of a reel; other parts from one MPQ.
    moq: passive && h % 4 === 0 ? p.mpq * 5 : p.mpq,
    lead_time_weeks: spread(`${p.mpn}|lt`, p.lead[0], lifecycle === 'eol' ? p.lead[1] + 12 : p.lead[1]),
    lifecycle,
    // A few old through-hole and legacy parts are not RoHS compliant.
    rohs: !(p.legacy && h % 2 === 0),
    hts_code: p.hts,
    eccn: p.eccn ?? 'EAR99',
    unit_weight_g: Math.max(0.0001, spread(`${p.mpn}|w`, p.weight * 0.9, p.weight * 1.1, 4)),
    standard_cost: Math.max(0.0001, spread(`${p.mpn}|c`, p.cost[0], p.cost[1], 4)),
    currency: 'USD',
    status: lifecycle === 'obsolete' ? 'inactive' : 'active',
    remark: p.legacy && h % 2 === 1 ? LEGACY_REMARKS[h % LEGACY_REMARKS.length] : undefined,
  });
}

export const materialRows: SeedRow[] = allParts().map(toRow);
