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
  /** The redacted ({token}) history screens, on paths of ours under /analysis/history (their labels in routes.json). */
  edi830: { permissions: ['view-record830', 'manage-record830'] } as AccessRule,
  edi830R: { permissions: ['view-record830R', 'manage-record830R'] } as AccessRule,
  edi862: { permissions: ['view-record862'] } as AccessRule,
};

/** The kinds of EDI 830 received: the NonCF 830 and the CF 830 (b2b_record.kind). */
export const EDI830_TYPES = ['830', 'cf830'] as const;

export const RECORD_SEGMENT: Record<RecordFamily, 'NonCF' | 'CF'> = { noncf: 'NonCF', cf: 'CF' };
