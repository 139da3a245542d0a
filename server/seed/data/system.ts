// Demo data of the system module's declarations, seeded after the master data.
import { systemConfigRows } from './systemConfigRows';

export const systemSeed: Record<string, Record<string, unknown>[]> = {
  system_config: systemConfigRows,
};
