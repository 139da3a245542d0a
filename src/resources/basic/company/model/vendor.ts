import { defineResource } from '../../../../schema';
import { countryField, enumOf, integer, label, masterDataFields, reference, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../customer/model/entity';

/** Vendor (supplier): who the distributor buys from: a manufacturer's sales office, another distributor, a broker ... */
export const vendor = defineResource({
  name: 'vendor',
  api: { base: '/api/v2/vendor' },
  // Route spelled with a capital V and permission 'manager-vendor-edit' (not 'manage-') exactly as in the spec.
  route: '/basic/company/VendorManagement',
  access: { permissions: ['manager-vendor-edit'] },
  menu: { group: 'basic', section: 'company', order: 2 },
  label: label('Vendors', '供应商'),
  recordLabel: label('Vendor', '供应商'),
  fields: masterDataFields({ code: label('Supplier code', '供应商代码') }, {
    name: text(label('Name', '名称'), { required: true, maxBytes: 200 }),
    short_name: text(label('Short name', '简称'), { maxBytes: 60 }),
    vendor_type_id: reference(label('Vendor type', '供应商类型'), 'vendor_type', { required: true }),
    country: countryField({ required: true }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    payment_term_id: reference(label('Payment term', '付款条件'), 'payment_term', { required: true }),
    contact: text(label('Contact', '联系人'), { maxBytes: 60 }),
    email: text(label('E-mail', '邮箱'), { maxBytes: 120, format: 'email' }),
    phone: text(label('Phone', '电话'), { maxBytes: 30, format: 'phone', listHidden: true }),
    lead_time_days: integer(label('Lead time (days)', '交货周期（天）'), {
      min: 0,
      max: 365,
      help: label('Usual days from our PO to goods received for stocked parts.', '常备料从下单到收货的一般天数。'),
    }),
    address: text(label('Address', '地址'), { maxBytes: 300, multiline: true, listHidden: true }),
  }),
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'vendor_type_id', 'country', 'currency', 'payment_term_id', 'contact', 'lead_time_days', 'status'],
    search: ['code', 'name', 'short_name', 'contact', 'email'],
    sort: { field: 'code', order: 'ASC' },
  },
  naturalKey: ['code'],
});
