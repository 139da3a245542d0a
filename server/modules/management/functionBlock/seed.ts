// Demo function blocks: a smart meter and an EV charger drawn as subsystems with their flows, and
// the sockets we pursue in them (won, lost, open).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

type Row = Record<string, unknown>;
type Sub = [seq: number, name: string, col: number, row: number, links: string | null];
type Item = [seq: number, competitor: string | null, status: 'open' | 'won' | 'lost'];
const BLOCKS: { code: string; name: string; description: string; subs: Sub[]; items: Item[] }[] = [
  {
    code: 'FB-METER', name: 'Smart meter', description: 'Single-phase smart electricity meter with PLC and RF communication.',
    subs: [[1, 'AC/DC power', 1, 1, '2'], [2, 'DC/DC and LDO', 2, 1, '3,4'], [3, 'MCU', 3, 2, '5,6'], [4, 'Metering AFE', 2, 2, '3'], [5, 'RF / PLC modem', 4, 2, null], [6, 'LCD driver', 4, 1, null]],
    items: [[1, 'PI LNK306', 'won'], [2, 'MPS MP2451', 'won'], [2, 'ADI LT3045', 'lost'], [3, 'ST STM32L4', 'open'], [4, 'ADI ADE7953', 'lost'], [5, null, 'open'], [6, 'Holtek HT1621', 'won']],
  },
  {
    code: 'FB-EVSE', name: 'EV charger 22 kW', description: 'Three-phase AC wall box with RCD monitoring and OCPP over Ethernet.',
    subs: [[1, 'Aux power', 1, 1, '2,3'], [2, 'Control MCU', 2, 1, '4'], [3, 'Relay driver', 2, 2, null], [4, 'Ethernet PHY', 3, 1, null]],
    items: [[1, 'PI TNY290', 'open'], [2, 'NXP S32K1', 'won'], [3, null, 'open'], [4, 'Microchip LAN8720', 'lost']],
  },
];

export async function seedFunctionBlocks(db: Kysely<DB>): Promise<void> {
  const materials = (await sql<{ id: number }>`select id from material order by id offset 30 limit 12`.execute(db)).rows;
  const bg = (await sql<{ id: number }>`select id from bg order by id limit 1`.execute(db)).rows[0];
  if (materials.length < 11) return;
  const dyn = db as unknown as Kysely<Record<string, Row>>;
  let m = 0;
  for (const b of BLOCKS) {
    const [head] = await dyn.insertInto('function_block').values({ code: b.code, name: b.name, bg_id: bg?.id ?? null, description: b.description, created_by: 'seed', updated_by: 'seed' }).returning('id').execute();
    await dyn.insertInto('function_block_subsystem').values(b.subs.map(([seq, name, col, row, links]) => ({ function_block_id: head.id, seq, name, col, row, links_to: links, created_by: 'seed' }))).execute();
    await dyn.insertInto('function_block_item').values(b.items.map(([seq, competitor, status]) => ({ function_block_id: head.id, subsystem_seq: seq, material_id: materials[m++].id, competitor, status, created_by: 'seed' }))).execute();
  }
}
