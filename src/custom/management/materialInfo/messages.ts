import { defineWords } from '../../../i18n/defineWords';

/** Words of the material information screens. */
export const materialInfoMessages = defineWords({
  'en-US': {
    screens: {
      material_info: {
        title: 'Material information',
        infoTitle: 'Material %{mpn}',
        search: 'Search MPN, CPN, description or package',
        searching: 'Searching…',
        found: '%{smart_count} material found |||| %{smart_count} materials found',
        results: 'Materials',
        back: 'Back to search',
        propose: 'Propose a change for approval',
        notFound: 'Material not found',
        notAllowed: 'Your permissions do not include this information.',
        none: 'None.',
        substitutes: 'Substitutes',
        stock: 'Stock by location',
        orders: 'Customer order items (%{total})',
        col: {
          mpn: 'MPN', manufacturer: 'Manufacturer', product_line: 'Product line', description: 'Description', package: 'Package',
          lifecycle: 'Lifecycle', mpq: 'MPQ', moq: 'MOQ', lead_time: 'Lead time (weeks)', cpn: 'CPN',
          substitute: 'Substitute', sub_type: 'Type', qualification: 'Qualification', end_customer: 'Qualified at',
          sloc: 'SLOC', supplier: 'Supplier', brand: 'Brand', on_hand: 'On hand', on_way: 'On the way',
          order_no: 'Order no.', customer: 'Customer', order_date: 'Order date', qty: 'Quantity', request_date: 'Request date',
        },
      },
    },
  },
  'zh-CN': {
    screens: {
      material_info: {
        title: '物料信息',
        infoTitle: '物料 %{mpn}',
        search: '搜索原厂料号、客户料号、描述或封装',
        searching: '搜索中…',
        found: '找到 %{smart_count} 个物料',
        results: '物料',
        back: '返回搜索',
        propose: '提议修改（提交审核）',
        notFound: '未找到该物料',
        notAllowed: '您的权限不包含此信息。',
        none: '无。',
        substitutes: '替代料',
        stock: '各库位库存',
        orders: '客户订单明细（%{total}）',
        col: {
          mpn: '原厂料号', manufacturer: '原厂', product_line: '产品线', description: '描述', package: '封装',
          lifecycle: '生命周期', mpq: '最小包装量', moq: '最小订购量', lead_time: '交期（周）', cpn: '客户料号',
          substitute: '替代料号', sub_type: '替代类型', qualification: '认证状态', end_customer: '认证客户',
          sloc: '库位', supplier: '供应商', brand: '品牌', on_hand: '在库数量', on_way: '在途数量',
          order_no: '订单号', customer: '客户', order_date: '下单日期', qty: '数量', request_date: '需求日期',
        },
      },
    },
  },
});
