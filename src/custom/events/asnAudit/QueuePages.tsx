// Each review screen is the one queue page over its own queues (a component per screen, so the
// router keeps them apart).
import { AUDIT_SCREENS } from '../../../resources/events/asnAudit/model/auditQueues';
import { AuditQueuePage } from './AuditQueuePage';

const pages = new Map(
  AUDIT_SCREENS.map((screen) => {
    const Page = () => <AuditQueuePage screen={screen} />;
    Page.displayName = `AuditQueue(${screen.key})`;
    return [screen.key, Page] as const;
  }),
);

export function queuePageOf(key: string) {
  const page = pages.get(key);
  if (!page) throw new Error(`no ASN review screen "${key}"`);
  return page;
}
