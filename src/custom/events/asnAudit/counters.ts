// The header counters of the ASN screens: drafts, price-rejected and awaiting-audit ASNs
// (GET /api/v1/counter/asn) and the review queues' pending items (GET /api/v1/counter/dataset).
// A count the caller may not have is absent from the answer, so its counter shows nothing.
import { DATASET_PATH, type DatasetField } from '../../../contract/datasetCounters';
import { requestJson, unwrapData } from '../../../dataProvider';
import { ASN_COUNTER_ACCESS, ASN_COUNTER_PATH, type AsnCounts } from '../../../resources/events/asnAudit/model/asnCounters';
import { AUDIT_SCREENS, QUEUE_RULES } from '../../../resources/events/asnAudit/model/auditQueues';
import { allows } from '../../../schema/access';
import type { AppUser } from '../../../authProvider/user';
import type { CounterSource } from '../../../shell/counters/types';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

// Only users the call answers ask it (no refused call at every sign-in).
const asnCount = (field: keyof AsnCounts) => async (user: AppUser) =>
  allows(user, ASN_COUNTER_ACCESS, 'read') ? num((unwrapData(await requestJson(ASN_COUNTER_PATH)) as AsnCounts | null)?.[field]) : undefined;

const datasetCount = (field: DatasetField) => async () => num((unwrapData(await requestJson(DATASET_PATH)) as Partial<Record<DatasetField, unknown>> | null)?.[field]);

const queueCounters: CounterSource[] = AUDIT_SCREENS.flatMap((screen) => {
  const field = QUEUE_RULES[screen.queues[0]].counter;
  return field ? [{ key: `asnAudit.${screen.key}`, label: screen.label, path: screen.path, load: datasetCount(field) }] : [];
});

export const asnAuditCounters: CounterSource[] = [
  { key: 'asnDrafts', label: { en: 'ASN drafts', zh: 'ASN 草稿' }, path: '/events/ASNDrafts', load: asnCount('draft') },
  { key: 'asnPriceRejected', label: { en: 'Price-rejected ASNs', zh: '价格驳回的 ASN' }, path: '/events/ASNPriceReject', load: asnCount('price_rejected') },
  { key: 'asnAudit', label: { en: 'ASNs awaiting audit', zh: '待审核的 ASN' }, path: '/shipment/ship/asnManagement', load: asnCount('audit') },
  ...queueCounters,
];
