import type { CustomScreen } from '../../../registry/types';
import { MY_ASN_ACCESS } from '../../../resources/shipment/asn/model/access';

const menu = (order: number) => ({ group: 'my' as const, section: 'asn', order });

/** The supplier's ASN editor entry points and the guide (send-asn, as /my/asn/orders). */
export const asnEditorScreens: CustomScreen[] = [
  { path: '/my/asn/orders/create', specPath: '/my/asn/orders/create', access: MY_ASN_ACCESS, parent: '/my/asn/orders', menu: menu(31), label: { en: 'New ASN from orders', zh: '从订单新建 ASN' }, load: () => import('./CreateFromOrdersPage') },
  { path: '/my/asn/orders/createFromImport', specPath: '/my/asn/orders/createFromImport', access: MY_ASN_ACCESS, parent: '/my/asn/orders', menu: menu(32), label: { en: 'New ASN from a spreadsheet', zh: '从表格新建 ASN' }, load: () => import('./CreateFromImportPage') },
  // Reached from an ASN's detail (Edit on a draft, Request a change once submitted), not the menu.
  { path: '/my/asn/orders/edit/:id', specPath: '/my/asn/orders/edit/{id}', access: MY_ASN_ACCESS, parent: '/my/asn/orders', label: { en: 'Edit ASN', zh: '编辑 ASN' }, load: () => import('./EditAsnPage') },
  { path: '/my/asn/orders/modify/:id', specPath: '/my/asn/orders/modify/{id}', access: MY_ASN_ACCESS, parent: '/my/asn/orders', label: { en: 'Change a submitted ASN', zh: '修改已提交的 ASN' }, load: () => import('./EditAsnPage').then((m) => ({ default: m.ModifyAsnPage })) },
  { path: '/my/asn/guide', specPath: '/my/asn/guide', access: MY_ASN_ACCESS, menu: menu(33), label: { en: 'ASN guide', zh: 'ASN 指南' }, load: () => import('./GuidePage') },
];
