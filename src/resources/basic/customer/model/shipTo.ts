import { defineResource } from '../../../../schema';
import { countryField, label, masterDataFields, reference, text } from '../../../../schema/fields';

/** Ship-to: a delivery address of a customer (factory, hub or warehouse). */
export const shipTo = defineResource({
  name: 'ship_to',
  api: { base: '/api/v1/ship/shipTo' },
  route: '/basic/customer/shipToManagement',
  access: { permissions: ['manage-crm'] },
  menu: { group: 'basic', section: 'customer', order: 5 },
  label: label('Ship-to addresses', '收货地址'),
  recordLabel: label('Ship-to address', '收货地址'),
  fields: masterDataFields({ code: label('Ship-to code', '收货方代码') }, {
    name: text(label('Name', '名称'), { required: true, maxBytes: 200 }),
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    plant: text(label('Plant', '工厂'), { maxBytes: 30 }),
    address: text(label('Address', '地址'), { required: true, maxBytes: 300, multiline: true }),
    city: text(label('City', '城市'), { maxBytes: 60 }),
    country: countryField({ required: true }),
    deliver_term_id: reference(label('Delivery term', '交货条件'), 'deliver_term'),
    contact: text(label('Receiving contact', '收货联系人'), { maxBytes: 60 }),
    phone: text(label('Phone', '电话'), { maxBytes: 30, format: 'phone' }),
  }),
  titleField: 'name',
  list: { columns: ['code', 'name', 'customer_id', 'plant', 'city', 'country', 'status'], search: ['code', 'name', 'plant', 'city', 'address'], sort: { field: 'code', order: 'ASC' } },
  naturalKey: ['code'],
});
