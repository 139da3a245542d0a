import { label } from '../../../../schema/fields';
import { verificationDraft } from '../../../events/verification/model/verificationDraft';
import { sa } from './sa';

/**
 * A new or changed SA waiting at /events/SAVerify (counter sa_list_draft_count): an EDI message's
 * proposal (POST /api/v1/sa/auto) or a planner's; approving writes it to the SA list.
 */
export const saDraft = verificationDraft({
  name: 'sa_draft',
  target: sa,
  targetField: 'sa_id',
  proposed: ['sa_no', 'vendor_id', 'material_id', 'plant', 'target_qty', 'unit_price', 'currency', 'valid_from', 'valid_to'],
  base: '/api/v1/verify/sa-draft',
  route: '/events/SAVerify',
  permission: 'manage-sa-list',
  order: 33,
  label: label('SA verification', 'SA 审核'),
  recordLabel: label('SA draft', 'SA 草稿'),
  listColumns: ['sa_no', 'vendor_id', 'material_id', 'target_qty', 'valid_from', 'valid_to'],
  search: ['sa_no', 'plant'],
});
