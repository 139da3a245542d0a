import { defineResource } from '../../../../schema';
import { boolean, label, masterDataFields, reference, text } from '../../../../schema/fields';

/** Bill-to: the party and address an invoice goes to. */
export const billTo = defineResource({
  name: 'bill_to',
  api: { base: '/api/v1/ship/billTo' },
  route: '/basic/customer/billToManagement',
  access: { permissions: ['manage-crm'] },
  menu: { group: 'basic', section: 'customer', order: 4 },
  label: label('Bill-to parties', '收票方'),
  recordLabel: label('Bill-to party', '收票方'),
  fields: masterDataFields({ code: label('Bill-to code', '收票方代码') }, {
    name: text(label('Name', '名称'), { required: true, maxBytes: 200 }),
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    address: text(label('Address', '地址'), { required: true, maxBytes: 300, multiline: true }),
    tax_id: text(label('Tax ID', '税号'), { maxBytes: 40, listHidden: true }),
    contact: text(label('Contact', '联系人'), { maxBytes: 60 }),
    email: text(label('Invoice e-mail', '发票邮箱'), { maxBytes: 120, format: 'email' }),
    // The spec limits an ASN to 50 items when its bill-to is a VMI hub (150 otherwise).
    vmi: boolean(label('VMI hub', 'VMI 仓'), { defaultValue: false }),
  }),
  titleField: 'name',
  list: { columns: ['code', 'name', 'customer_id', 'contact', 'vmi', 'status'], search: ['code', 'name', 'contact', 'address'], sort: { field: 'code', order: 'ASC' } },
  naturalKey: ['code'],
});
