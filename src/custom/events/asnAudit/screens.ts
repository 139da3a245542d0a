// The message centre's ASN screens, each at its spec path with its (suggested) spec access rule:
// the five review queues of audit items, and the supplier's drafts and price-rejected ASNs.
import type { CustomScreen } from '../../../registry/types';
import { AUDIT_SCREENS, type AuditScreen } from '../../../resources/events/asnAudit/model/auditQueues';

const queuePage = (screen: AuditScreen) => () => import('./QueuePages').then((m) => ({ default: m.queuePageOf(screen.key) }));
const asnPage = (name: 'AsnDraftsPage' | 'AsnPriceRejectPage') => () => import('./AsnStatePages').then((m) => ({ default: m[name] }));

export const asnAuditScreens: CustomScreen[] = [
  ...AUDIT_SCREENS.map((s) => ({ path: s.path, specPath: s.path, access: s.access, menu: { group: 'my' as const, section: 'events', order: s.order }, label: s.label, load: queuePage(s) })),
  {
    path: '/events/ASNDrafts',
    specPath: '/events/ASNDrafts',
    access: { permissions: ['send-asn'] },
    menu: { group: 'my', section: 'events', order: 38 },
    label: { en: 'My ASN drafts', zh: '我的 ASN 草稿' },
    load: asnPage('AsnDraftsPage'),
  },
  {
    path: '/events/ASNPriceReject',
    specPath: '/events/ASNPriceReject',
    access: { permissions: ['send-asn', 'manage-asn'] },
    menu: { group: 'my', section: 'events', order: 39 },
    label: { en: 'Price-rejected ASNs', zh: '价格驳回的 ASN' },
    load: asnPage('AsnPriceRejectPage'),
  },
];
