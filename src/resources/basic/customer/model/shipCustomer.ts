import { defineResource } from '../../../../schema';
import { boolean, date, enumOf, label, masterDataFields, money, reference, text } from '../../../../schema/fields';
import { CURRENCIES } from './entity';

/** Customer (ship customer): who the distributor sells and ships to. */
export const shipCustomer = defineResource({
  name: 'ship_customer',
  api: { base: '/api/v1/ship/customer' },
  route: '/basic/customer/customers',
  access: {
    permissions: ['manage-crm', 'view-crm', 'manage-crm-lock', 'asn-ar-asset-review', 'asn-ar-sales-review', 'asn-ar-finance-review'],
    // Reviewers of AR only read the customer; the CRM managers maintain it. manage-crm-lock runs the
    // lock and unlock commands only: it never edits the customer.
    write: ['manage-crm'],
  },
  // The spec: the entry is shown for view-crm; the other permissions reach the screen by its path.
  menu: { group: 'basic', section: 'customer', order: 8, visibleTo: { permissions: ['view-crm'] } },
  label: label('Customers', '客户'),
  recordLabel: label('Customer', '客户'),
  // The generic show with the customer's ship-to addresses (src/resources/basic/customer/CustomerShow.tsx).
  views: { show: 'customerShow' },
  fields: masterDataFields({ code: label('Customer no.', '客户编号') }, {
    name: text(label('Customer name', '客户名称'), { required: true, maxBytes: 200 }),
    short_name: text(label('Short name', '简称'), { maxBytes: 60 }),
    bg_id: reference(label('Business group', '事业群'), 'bg', { required: true }),
    bu_id: reference(label('Business unit', '事业部'), 'bu'),
    entity_id: reference(label('Selling entity', '销售实体'), 'entity', { required: true }),
    payment_term_id: reference(label('Payment term', '付款条件'), 'payment_term', { required: true, listHidden: true }),
    deliver_term_id: reference(label('Delivery term', '交货条件'), 'deliver_term', { listHidden: true }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    credit_limit: money(label('Credit limit', '信用额度'), { scale: 2, currencyField: 'currency' }),
    sales_owner: text(label('Sales owner', '业务负责人'), { maxBytes: 60 }),
    // Accounts receivable, as finance last imported them (POST /api/v1/ship/customer/import/ar): not edited here.
    ar_balance: money(label('AR balance', '应收余额'), { scale: 2, currencyField: 'currency', readOnly: true, listHidden: true }),
    ar_overdue: money(label('AR overdue', '逾期应收'), { scale: 2, currencyField: 'currency', readOnly: true, listHidden: true }),
    ar_as_of: date(label('AR as of', '应收截至'), { readOnly: true, listHidden: true }),
    locked: boolean(label('Locked', '已锁定'), { defaultValue: false, help: label('A locked customer cannot receive new orders or shipments.', '锁定的客户不能新建订单或出货。') }),
  }),
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'bg_id', 'entity_id', 'currency', 'credit_limit', 'sales_owner', 'locked', 'status'],
    search: ['code', 'name', 'short_name', 'sales_owner'],
    sort: { field: 'code', order: 'ASC' },
  },
  naturalKey: ['code'],
  commands: {
    lock: {
      label: label('Lock', '锁定'),
      title: label('Lock customer', '锁定客户'),
      confirm: label('Lock "%{name}"? A locked customer cannot receive new orders or shipments.', '锁定“%{name}”？锁定的客户不能新建订单或出货。'),
      done: label('Customer %{name} locked', '客户 %{name} 已锁定'),
      permissions: ['manage-crm', 'manage-crm-lock'],
      when: { locked: false },
      set: { locked: true },
      placement: ['row', 'show'],
    },
    unlock: {
      label: label('Unlock', '解锁'),
      title: label('Unlock customer', '解锁客户'),
      confirm: label('Unlock "%{name}"? It can receive orders and shipments again.', '解锁“%{name}”？该客户可重新下单和出货。'),
      done: label('Customer %{name} unlocked', '客户 %{name} 已解锁'),
      permissions: ['manage-crm', 'manage-crm-lock'],
      when: { locked: true },
      set: { locked: false },
      placement: ['row', 'show'],
    },
  },
});
