import type { ComponentType } from 'react';
import type { CustomScreen } from '../../../registry/types';
import { OR_PSI_ACCESS, PSI_SCREEN_ACCESS } from '../../../contract/psi/types';

type Pages = typeof import('./pages');
const page = (name: keyof Pages) => () => import('./pages').then((m) => ({ default: m[name] as ComponentType }));

const my = (order: number) => ({ group: 'my' as const, order });
const planning = (section: 'NonCF' | 'CF' | 'NonTI', order: number) => ({ group: 'distribute' as const, section, order });

/**
 * The PSI screens (issue 26). {from}/{to} and {fNo}/{bNo} share one route each: the page tells dates
 * (YYYY-MM-DD) from numbers (docs/domain/planning-psi.md). The menu opens today's PSI through an entry
 * of ours (`inferredFrom`) that hops to /{today}/{today}.
 */
export const psiScreens: CustomScreen[] = [
  { path: '/my/NonCF/psi/:from/:to', specPath: '/my/NonCF/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.NonCF.my!, label: { en: 'My Non-CF PSI', zh: '我的非 CF PSI' }, load: page('MyNonCF') },
  { path: '/my/CF/psi/:from/:to', specPath: '/my/CF/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.CF.my!, label: { en: 'My CF PSI', zh: '我的 CF PSI' }, load: page('MyCF') },
  { path: '/my/NonTI/psi/:from/:to', specPath: '/my/NonTI/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.NonTI.my!, label: { en: 'My Non-TI PSI', zh: '我的非 TI PSI' }, load: page('MyNonTI') },
  { path: '/distribute/NonCF/all/psi/:from/:to', specPath: '/distribute/NonCF/all/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.NonCF.all, label: { en: 'Non-CF PSI', zh: '非 CF PSI' }, load: page('AllNonCF') },
  { path: '/distribute/CF/all/psi/:from/:to', specPath: '/distribute/CF/all/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.CF.all, label: { en: 'CF PSI', zh: 'CF PSI' }, load: page('AllCF') },
  { path: '/distribute/NonTI/all/psi/:from/:to', specPath: '/distribute/NonTI/all/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.NonTI.all, label: { en: 'Non-TI PSI', zh: '非 TI PSI' }, load: page('AllNonTI') },
  { path: '/distribute/NonTI/all/vsr/psi/:from/:to', specPath: '/distribute/NonTI/all/vsr/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.VSR.all, label: { en: 'VSR PSI', zh: 'VSR PSI' }, load: page('AllVsr') },
  { path: '/distribute/NonCF/backlog/psi/:fNo/:bNo', specPath: '/distribute/NonCF/backlog/psi/{fNo}/{bNo}', access: PSI_SCREEN_ACCESS.NonCF.backlog, parent: '/distribute/NonCF/backlog', label: { en: 'Backlog PSI', zh: 'Backlog PSI' }, load: page('BacklogNonCF') },
  { path: '/distribute/CF/backlog/psi/:fNo/:bNo', specPath: '/distribute/CF/backlog/psi/{fNo}/{bNo}', access: PSI_SCREEN_ACCESS.CF.backlog, parent: '/distribute/CF/backlog', label: { en: 'CF backlog PSI', zh: 'CF Backlog PSI' }, load: page('BacklogCF') },
  { path: '/distribute/NonTI/backlog/psi/:fNo/:bNo', specPath: '/distribute/NonTI/backlog/psi/{fNo}/{bNo}', access: PSI_SCREEN_ACCESS.NonTI.backlog, parent: '/distribute/NonTI/backlog', label: { en: 'Non-TI backlog PSI', zh: '非 TI Backlog PSI' }, load: page('BacklogNonTI') },
  { path: '/distribute/NonTI/backlog/vsr/psi/:fNo/:bNo', specPath: '/distribute/NonTI/backlog/vsr/psi/{fNo}/{bNo}', access: PSI_SCREEN_ACCESS.VSR.backlog, parent: '/distribute/NonTI/backlog', label: { en: 'VSR backlog PSI', zh: 'VSR Backlog PSI' }, load: page('BacklogVsr') },
  // The buyer's OR PSI, beside My ORs.
  { path: '/my/ORs/inverntorypsi', specPath: '/my/ORs/inverntorypsi', access: OR_PSI_ACCESS, menu: my(22), label: { en: 'Inventory PSI', zh: '库存 PSI' }, load: page('OrInventoryPsi') },
  { path: '/my/ORs/backlog', specPath: '/my/ORs/backlog', access: OR_PSI_ACCESS, menu: my(23), label: { en: 'OR backlog', zh: 'OR 未交清单' }, load: page('OrBacklog') },
  { path: '/my/ORs/backlog/psi/:no', specPath: '/my/ORs/backlog/psi/{no}', access: OR_PSI_ACCESS, parent: '/my/ORs/backlog', label: { en: 'OR PSI', zh: 'OR PSI' }, load: page('OrBacklogPsi') },
  // The menu's entries: today's PSI.
  { path: '/my/NonCF/psi', specPath: '/my/NonCF/psi', inferredFrom: '/my/NonCF/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.NonCF.my!, menu: my(24), label: { en: 'My Non-CF PSI', zh: '我的非 CF PSI' }, load: page('PsiToday') },
  { path: '/my/CF/psi', specPath: '/my/CF/psi', inferredFrom: '/my/CF/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.CF.my!, menu: my(25), label: { en: 'My CF PSI', zh: '我的 CF PSI' }, load: page('PsiToday') },
  { path: '/my/NonTI/psi', specPath: '/my/NonTI/psi', inferredFrom: '/my/NonTI/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.NonTI.my!, menu: my(26), label: { en: 'My Non-TI PSI', zh: '我的非 TI PSI' }, load: page('PsiToday') },
  { path: '/distribute/NonCF/all/psi', specPath: '/distribute/NonCF/all/psi', inferredFrom: '/distribute/NonCF/all/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.NonCF.all, menu: planning('NonCF', 40), label: { en: 'Non-CF PSI', zh: '非 CF PSI' }, load: page('PsiToday') },
  { path: '/distribute/CF/all/psi', specPath: '/distribute/CF/all/psi', inferredFrom: '/distribute/CF/all/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.CF.all, menu: planning('CF', 40), label: { en: 'CF PSI', zh: 'CF PSI' }, load: page('PsiToday') },
  { path: '/distribute/NonTI/all/psi', specPath: '/distribute/NonTI/all/psi', inferredFrom: '/distribute/NonTI/all/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.NonTI.all, menu: planning('NonTI', 40), label: { en: 'Non-TI PSI', zh: '非 TI PSI' }, load: page('PsiToday') },
  { path: '/distribute/NonTI/all/vsr/psi', specPath: '/distribute/NonTI/all/vsr/psi', inferredFrom: '/distribute/NonTI/all/vsr/psi/{from}/{to}', access: PSI_SCREEN_ACCESS.VSR.all, menu: planning('NonTI', 41), label: { en: 'VSR PSI', zh: 'VSR PSI' }, load: page('PsiToday') },
];
