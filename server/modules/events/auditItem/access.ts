// Which queues a user reads and decides: a queue's own permissions (src/resources/events/asnAudit/
// model/auditQueues.ts). The routes let in anyone who reads one queue; every read and decision is
// then limited to the caller's queues.
import { AUDIT_QUEUES, QUEUE_RULES, type AuditQueue } from '../../../../src/resources/events/asnAudit/model/auditQueues';
import { allows, type AccessRule, type Principal } from '../../../../src/schema';

/** Anyone who reads one queue (the route-level rule; the queues narrow it). */
export const ANY_QUEUE: AccessRule = {
  permissions: [...new Set(AUDIT_QUEUES.flatMap((q) => [...QUEUE_RULES[q].read.permissions, ...QUEUE_RULES[q].audit]))],
  write: [...new Set(AUDIT_QUEUES.flatMap((q) => QUEUE_RULES[q].audit))],
};

const holds = (user: Principal, names: string[]) => allows(user, { permissions: names, write: names }, 'write');

export const readableQueues = (user: Principal): AuditQueue[] =>
  AUDIT_QUEUES.filter((q) => allows(user, QUEUE_RULES[q].read, 'read') || holds(user, QUEUE_RULES[q].audit));

export const mayAudit = (user: Principal, queue: string): boolean => (AUDIT_QUEUES as readonly string[]).includes(queue) && holds(user, QUEUE_RULES[queue as AuditQueue].audit);
