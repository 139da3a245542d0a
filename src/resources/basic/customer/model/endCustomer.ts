import { defineResource } from '../../../../schema';
import { countryField, enumOf, label, masterDataFields, reference, text } from '../../../../schema/fields';

/** End customer: the OEM whose design uses the parts (EC code -> FB EC name in the spec). */
export const endCustomer = defineResource({
  name: 'end_customer',
  api: { base: '/api/v1/end_customer' },
  route: '/basic/customer/endCustomerManagement',
  access: { permissions: ['view-end-customer', 'manage-end-customer'] },
  menu: { group: 'basic', section: 'customer', order: 9 },
  label: label('End customers', '终端客户'),
  recordLabel: label('End customer', '终端客户'),
  fields: masterDataFields({ code: label('EC code', 'EC 代码'), codeName: 'ec_code' }, {
    name: text(label('Name', '名称'), { required: true, maxBytes: 200 }),
    fb_ec_name: text(label('FB EC name', 'FB EC 名称'), { maxBytes: 200 }),
    bg_id: reference(label('Business group', '事业群'), 'bg'),
    industry: enumOf(label('Industry', '行业'), [
      { value: 'automotive', label: label('Automotive', '汽车') },
      { value: 'industrial', label: label('Industrial', '工业') },
      { value: 'consumer', label: label('Consumer', '消费电子') },
      { value: 'communications', label: label('Communications', '通信') },
      { value: 'computing', label: label('Computing', '计算机') },
      { value: 'medical', label: label('Medical', '医疗') },
    ]),
    country: countryField(),
  }),
  titleField: 'name',
  list: { columns: ['ec_code', 'name', 'fb_ec_name', 'bg_id', 'industry', 'country', 'status'], search: ['ec_code', 'name', 'fb_ec_name'], sort: { field: 'ec_code', order: 'ASC' } },
  naturalKey: ['ec_code'],
});
