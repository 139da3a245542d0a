import { label } from '../../../../schema/fields';
import { endCustomer } from '../../../basic/customer/model/endCustomer';
import { verificationDraft } from './verificationDraft';

/** A new or changed end customer waiting at /events/ECVerify (counter end_customer_draft_count). */
export const ecDraft = verificationDraft({
  name: 'end_customer_draft',
  target: endCustomer,
  targetField: 'end_customer_id',
  proposed: ['ec_code', 'name', 'fb_ec_name', 'bg_id', 'industry', 'country'],
  base: '/api/v1/verify/ec-draft',
  route: '/events/ECVerify',
  permission: 'manage-end-customer',
  order: 32,
  label: label('End customer verification', '终端客户审核'),
  recordLabel: label('End customer draft', '终端客户草稿'),
  listColumns: ['ec_code', 'name', 'industry', 'country'],
  search: ['name', 'ec_code'],
});
