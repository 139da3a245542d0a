// Demo logistics prices: stations of a South-China distributor, the usual expense items, and
// quotes of a few carriers (active this year, a draft for next year, one expired).
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const STATIONS = [
  ['SZX', "Shenzhen Bao'an International Airport", 'Shenzhen', 'CN', 'airport'],
  ['HKG', 'Hong Kong International Airport', 'Hong Kong', 'HK', 'airport'],
  ['PVG', 'Shanghai Pudong International Airport', 'Shanghai', 'CN', 'airport'],
  ['TPE', 'Taiwan Taoyuan International Airport', 'Taipei', 'TW', 'airport'],
  ['SIN', 'Singapore Changi Airport', 'Singapore', 'SG', 'airport'],
  ['YTN', 'Yantian International Container Terminal', 'Shenzhen', 'CN', 'seaport'],
  ['SGSIN', 'Port of Singapore', 'Singapore', 'SG', 'seaport'],
  ['LFG-HUB', 'Lok Ma Chau cross-border hub', 'Hong Kong', 'HK', 'border'],
  ['SZ-WH1', 'Shenzhen Futian bonded warehouse', 'Shenzhen', 'CN', 'warehouse'],
].map(([code, name, city, country, kind]) => ({ code, name, city, country, kind, status: 'active', created_by: 'seed', updated_by: 'seed' }));

const CHARGES = [
  ['AF', 'Air freight', 'per_kg'],
  ['FSC', 'Fuel surcharge', 'per_kg'],
  ['SSC', 'Security surcharge', 'per_kg'],
  ['OF', 'Ocean freight', 'per_cbm'],
  ['THC', 'Terminal handling', 'per_cbm'],
  ['TRK', 'Trucking', 'per_kg'],
  ['CUS', 'Customs clearance', 'per_shipment'],
  ['DOC', 'Documentation fee', 'per_shipment'],
  ['PKU', 'Pick-up', 'per_shipment'],
].map(([code, name, basis]) => ({ code, name, basis, status: 'active', created_by: 'seed', updated_by: 'seed' }));

type Charge = [code: string, rate: string, min?: string];
const QUOTES: { no: string; from: string; to: string; carrier: string; mode: string; currency: string; days: number; valid: [string, string]; status: string; charges: Charge[] }[] = [
  { no: 'RQ-2026-001', from: 'HKG', to: 'SIN', carrier: 'Cathay Cargo', mode: 'air', currency: 'USD', days: 2, valid: ['2026-01-01', '2026-12-31'], status: 'active', charges: [['AF', '1.8500', '75.00'], ['FSC', '0.4500'], ['SSC', '0.0800'], ['CUS', '35.0000'], ['DOC', '15.0000']] },
  { no: 'RQ-2026-002', from: 'HKG', to: 'SIN', carrier: 'DHL Global Forwarding', mode: 'air', currency: 'USD', days: 3, valid: ['2026-03-01', '2026-12-31'], status: 'active', charges: [['AF', '1.6200', '90.00'], ['FSC', '0.5200'], ['CUS', '40.0000'], ['PKU', '25.0000']] },
  { no: 'RQ-2026-003', from: 'SZX', to: 'PVG', carrier: 'SF Express', mode: 'express', currency: 'CNY', days: 1, valid: ['2026-01-01', '2026-12-31'], status: 'active', charges: [['AF', '6.5000', '23.00'], ['FSC', '0.9000'], ['PKU', '30.0000']] },
  { no: 'RQ-2026-004', from: 'SZ-WH1', to: 'LFG-HUB', carrier: 'Kerry Logistics', mode: 'truck', currency: 'HKD', days: 1, valid: ['2026-01-01', '2026-12-31'], status: 'active', charges: [['TRK', '1.2000', '450.00'], ['CUS', '280.0000'], ['DOC', '60.0000']] },
  { no: 'RQ-2026-005', from: 'YTN', to: 'SGSIN', carrier: 'Maersk', mode: 'sea', currency: 'USD', days: 6, valid: ['2026-01-01', '2026-12-31'], status: 'active', charges: [['OF', '38.0000', '120.00'], ['THC', '12.5000'], ['DOC', '45.0000'], ['CUS', '60.0000']] },
  { no: 'RQ-2026-006', from: 'TPE', to: 'HKG', carrier: 'EVA Air Cargo', mode: 'air', currency: 'USD', days: 1, valid: ['2026-01-01', '2026-12-31'], status: 'active', charges: [['AF', '1.3500', '60.00'], ['FSC', '0.4000'], ['CUS', '30.0000']] },
  { no: 'RQ-2027-001', from: 'HKG', to: 'SIN', carrier: 'Cathay Cargo', mode: 'air', currency: 'USD', days: 2, valid: ['2027-01-01', '2027-06-30'], status: 'draft', charges: [['AF', '1.9200', '75.00'], ['FSC', '0.4200'], ['CUS', '35.0000']] },
  { no: 'RQ-2025-014', from: 'SZX', to: 'PVG', carrier: 'SF Express', mode: 'express', currency: 'CNY', days: 1, valid: ['2025-01-01', '2025-12-31'], status: 'inactive', charges: [['AF', '6.8000', '23.00'], ['FSC', '1.1000']] },
];

type Row = Record<string, unknown>;

/** Inserts rows and answers their ids by code (the demo rows are trusted: written as they are). */
async function insertByCode(db: Kysely<DB>, table: string, key: string, rows: Row[]): Promise<Map<string, number>> {
  const dyn = db as unknown as Kysely<Record<string, Row>>;
  const out = await dyn.insertInto(table).values(rows).returning(['id', key]).execute();
  return new Map(out.map((r) => [String(r[key]), Number(r.id)]));
}

export async function seedRouteQuotes(db: Kysely<DB>): Promise<void> {
  const stations = await insertByCode(db, 'city_station', 'code', STATIONS);
  const charges = await insertByCode(db, 'route_charge', 'code', CHARGES);
  const quoteIds = await insertByCode(db, 'route_quote', 'quote_no', QUOTES.map((q) => ({
    quote_no: q.no, origin_station_id: stations.get(q.from), destination_station_id: stations.get(q.to), carrier: q.carrier, mode: q.mode, currency: q.currency,
    transit_days: q.days, valid_from: q.valid[0], valid_to: q.valid[1], status: q.status, created_by: 'seed', updated_by: 'seed',
  })));
  const lines = QUOTES.flatMap((q) =>
    q.charges.map(([code, rate, min], i) => ({ route_quote_id: quoteIds.get(q.no)!, line_no: i + 1, route_charge_id: charges.get(code)!, rate, min_charge: min ?? null, created_by: 'seed' })),
  );
  await (db as unknown as Kysely<Record<string, Row>>).insertInto('route_quote_charge').values(lines).execute();
}
