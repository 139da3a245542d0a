import type { CustomScreen } from '../../../registry/types';
import { resourceEntry } from '../../../registry/entries';

const consumption862 = resourceEntry('consumption862');
const inventoryDeduct = resourceEntry('inventory_deduct');
// The VMI drafts' rule (manage-opo), as each draft screen's.
const VMI_DRAFT_ACCESS = inventoryDeduct.access;

// The spec writes the drafts' detail screens without a parameter (`.../detail`): the page takes the
// draft as `?id=` and opens its show page; without one, the list.
const detailOf = (route: string, label: { en: string; zh: string }): CustomScreen => ({
  path: `${route}/detail`,
  specPath: `${route}/detail`,
  access: VMI_DRAFT_ACCESS,
  parent: route,
  label,
  load: () => import('./DraftDetailRedirect'),
});

export const draftDetailScreens = [
  detailOf(inventoryDeduct.route, { en: 'Inventory deduction', zh: '库存扣减单' }),
  detailOf(consumption862.route, { en: '862 draft', zh: '862 草稿' }),
];
