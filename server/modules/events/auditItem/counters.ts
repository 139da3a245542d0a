// The dataset counters of the ASN review queues (GET /api/v1/counter/dataset): the pending items of
// the queues the caller may decide, per counter field; a caller who may not read the screen gets no field.
import { AUDIT_QUEUES, QUEUE_RULES, type AuditQueue } from '../../../../src/resources/events/asnAudit/model/auditQueues';
import type { DatasetField } from '../../../../src/contract/datasetCounters';
import type { DatasetCounter } from '../../../system/datasetCounters';
import { mayAudit } from './access';
import { pendingCount } from './queries';

const fields = [...new Set(AUDIT_QUEUES.map((q) => QUEUE_RULES[q].counter).filter((f): f is DatasetField => Boolean(f)))];

export const auditItemCounters: DatasetCounter[] = fields.map((field) => {
  const queues = AUDIT_QUEUES.filter((q) => QUEUE_RULES[q].counter === field);
  return {
    field,
    access: { permissions: [...new Set(queues.flatMap((q) => QUEUE_RULES[q].read.permissions))] },
    count: (db, user) => pendingCount(db, queues.filter((q: AuditQueue) => mayAudit(user, q))),
  };
});
