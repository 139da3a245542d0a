// FTB ASN: a shipment the freight forwarder holds in a bonded (free-trade) warehouse, announced to us
// with its items. Staff check it before it becomes an ASN: item changes and prices below the maxout
// price wait for a reviewer (the message centre's two FTB queues), the bill date is set, an invoice
// number given; then it is thrown into an ASN draft of its supplier. docs/domain/asn.md, "FTB ASN".
import { defineResource } from '../../../../schema';
import { date, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';
import { FTB_BILL_DATE, FTB_EDIT, FTB_EFFECTS, FTB_SCREEN_ACCESS } from './access';
import { ftbItems } from './ftbLines';
import { FTB_STATUS as S, FTB_STATUSES, MAXOUT, MAXOUT_STATUSES } from './statuses';

const fixed = { readOnly: true } as const;

export const ftbAsn = defineResource({
  name: 'ftb_asn',
  api: { base: '/api/v2/ftb_asn' },
  route: '/shipment/ship/ftbManagement',
  routeAliases: { edit: 'edit/:id' },
  // The generic update is the bill date (the only field a client writes): manage-ftb-bill-date alone.
  access: { ...FTB_SCREEN_ACCESS, write: [FTB_BILL_DATE] },
  menu: { group: 'shipment', section: 'ship', order: 3 },
  label: label('FTB ASN management', 'FTB ASN 管理'),
  recordLabel: label('FTB ASN', 'FTB ASN'),
  fields: {
    ftb_no: text(label('FTB entry no.', 'FTB 入仓单号'), { required: true, unique: true, maxBytes: 30, upperCase: true, readOnly: true }),
    // Given before the throw (POST /api/v2/ftb_asn/invoice_no); the ASN made keeps it.
    invoice_no: text(label('Invoice no.', '发票号'), { unique: true, maxBytes: 30, upperCase: true, ...fixed }),
    forwarder: text(label('Forwarder', '货代'), { maxBytes: 100, ...fixed }),
    warehouse: text(label('Bonded warehouse', '保税仓'), { maxBytes: 60, ...fixed }),
    // The supplier account whose ASN draft the throw makes.
    supplier_account: text(label('Supplier account', '供应商账号'), { required: true, maxBytes: 60, ...fixed }),
    ship_customer_id: reference(label('Ship customer', '收货客户'), 'ship_customer', { required: true, ...fixed }),
    bill_to_id: reference(label('Bill-to', '开票方'), 'bill_to', fixed),
    arrival_date: date(label('Arrived in bond', '入仓日期'), fixed),
    bill_date: date(label('Bill date', '开票日期'), { notBefore: 'arrival_date' }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD', ...fixed }),
    item_count: integer(label('Items', '品项数'), { defaultValue: 0, ...fixed }),
    total_qty: integer(label('Total quantity', '总数量'), { defaultValue: 0, ...fixed }),
    total_amount: money(label('Amount', '金额'), { scale: 2, currencyField: 'currency', ...fixed }),
    maxout_status: enumOf(label('Maxout check', '保本价检查'), MAXOUT_STATUSES, { defaultValue: MAXOUT.ok, ...fixed }),
    pending_changes: integer(label('Changes in review', '待审修改'), { defaultValue: 0, ...fixed }),
    status: enumOf(label('Status', '状态'), FTB_STATUSES, { required: true, defaultValue: S.open, ...fixed }),
    asn_id: reference(label('ASN', 'ASN'), 'asn_order', { ...fixed, listHidden: true }),
    remark: { ...remarkField(), readOnly: true },
  },
  titleField: 'ftb_no',
  list: {
    columns: ['ftb_no', 'invoice_no', 'ship_customer_id', 'arrival_date', 'bill_date', 'item_count', 'total_amount', 'currency', 'maxout_status', 'pending_changes', 'status'],
    search: ['ftb_no', 'invoice_no', 'forwarder', 'supplier_account', 'warehouse'],
    sort: { field: 'id', order: 'DESC' },
  },
  naturalKey: ['ftb_no'],
  importExport: { import: false },
  // They arrive from the forwarder; nobody types one in.
  create: false,
  lines: { items: ftbItems },
  writtenByOwnCalls: {
    lines: true,
    delete: true,
    message: label(
      'FTB ASN items change through POST /api/v2/ftb_asn/item and PUT /api/v2/ftb_asn/item/{id} (a reviewer agrees each change); an FTB ASN is cancelled, never deleted',
      'FTB ASN 明细通过 POST /api/v2/ftb_asn/item 和 PUT /api/v2/ftb_asn/item/{id} 修改（每项修改需审核同意）；FTB ASN 只能取消，不能删除',
    ),
  },
  views: { edit: 'ftbAsnEdit', show: 'ftbAsnShow', list: 'ftbAsnList' },
  states: {
    field: 'status',
    itemTitle: ['ftb_no'],
    final: [S.thrown, S.cancelled],
    transitions: {
      // The effect checks the rest (bill date, invoice number, nothing waiting) and makes the ASN draft.
      throwAsn: { label: label('Throw to ASN', '转 ASN'), permissions: [FTB_EDIT], from: [S.open], to: S.thrown, effect: FTB_EFFECTS.throwAsn, reason: 'throw to ASN' },
      cancel: { label: label('Cancel', '取消'), permissions: [FTB_EDIT], from: [S.open], to: S.cancelled, reason: 'cancel' },
    },
    groups: {
      throwAsn: {
        label: label('Throw to ASN', '转 ASN'),
        confirmLabel: label('Make the ASN draft', '生成 ASN 草稿'),
        done: label('ASN draft made for its supplier', '已为供应商生成 ASN 草稿'),
        bulk: true,
        bulkLabel: label('Throw selected to ASN', '所选转 ASN'),
        bulkDone: label('%{done} thrown to ASN', '已转 ASN %{done} 张'),
        noneIsConflict: true,
        placement: ['row', 'show'],
        method: 'POST',
        path: 'throw-asn',
      },
      cancel: { label: label('Cancel', '取消'), confirmLabel: label('Cancel the FTB ASN', '取消 FTB ASN'), done: label('FTB ASN cancelled', 'FTB ASN 已取消'), placement: ['show'], noneIsConflict: true },
    },
  },
});
