// The planning record screens' rules (routes.json), read by the screens (src/custom/analysis/planningRecords)
// and the server (server/modules/analysis/planningRecords).
import type { AccessRule } from '../../../../schema/types';

export type RecordFamily = 'noncf' | 'cf';

export const RECORD_ACCESS = {
  backlog: {
    noncf: { permissions: ['view-recordbacklog', 'manage-recordbacklog'] },
    cf: { permissions: ['view-cf-recordbacklog', 'manage-cf-recordbacklog'] },
  } as Record<RecordFamily, AccessRule>,
  bu: {
    noncf: { permissions: ['import-forecast'], roles: ['OP', 'Manager'] },
    cf: { permissions: ['import-cf-forecast'], roles: ['OP', 'Manager'] },
  } as Record<RecordFamily, AccessRule>,
  tmpSummary: { permissions: ['view-record-fcst-tmp'] } as AccessRule,
};

export const RECORD_SEGMENT: Record<RecordFamily, 'NonCF' | 'CF'> = { noncf: 'NonCF', cf: 'CF' };
