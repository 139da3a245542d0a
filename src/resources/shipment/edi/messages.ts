import { defineWords } from '../../../i18n/defineWords';

export const ediMessages = defineWords({
  'en-US': {
    screens: {
      edi: {
        import: 'Import X12',
        import_title: 'Import an X12 850 file',
        import_hint: 'An ASC X12 interchange of 850 purchase orders (ISA … IEA). The buyer (N1*BY) names the customer by its code in N104. Every order in the file is imported, or none.',
        choose: 'Choose file',
        imported: '%{count} purchase order(s) imported',
        export: 'Export X12',
        exported: 'X12 file downloaded',
        items: 'Items',
        edit_item: 'Edit',
        delete_item: 'Delete item',
        save_item: 'Save item',
        edit_title: 'Item %{line}: %{mpn}',
        delete_title: 'Delete item %{line} (%{mpn})?',
        qty: 'Quantity',
        unit_price: 'Unit price',
        request_date: 'Request date',
        item_saved: 'Item saved',
        item_deleted: 'Item deleted',
      },
    },
  },
  'zh-CN': {
    screens: {
      edi: {
        import: '导入 X12',
        import_title: '导入 X12 850 文件',
        import_hint: 'ASC X12 的 850 采购订单交换文件（ISA … IEA）。买方（N1*BY）的 N104 为客户编号。文件中的订单全部导入或全部不导入。',
        choose: '选择文件',
        imported: '已导入 %{count} 张采购订单',
        export: '导出 X12',
        exported: 'X12 文件已下载',
        items: '明细',
        edit_item: '编辑',
        delete_item: '删除明细',
        save_item: '保存明细',
        edit_title: '第 %{line} 行：%{mpn}',
        delete_title: '删除第 %{line} 行（%{mpn}）？',
        qty: '数量',
        unit_price: '单价',
        request_date: '需求日期',
        item_saved: '明细已保存',
        item_deleted: '明细已删除',
      },
    },
  },
});
