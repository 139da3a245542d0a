// Business constants of the spec (document 3, sections 4, 5 and 9) as choice lists, for
// GET /api/v1/const/option?name=<list>. Without a name the answer lists the names.
import { label } from '../../../../src/schema/fields';
import type { Label } from '../../../../src/schema';

interface ConstOption {
  value: string | number;
  label: Label;
}

const days = (n: number) => ({ value: n, label: label(`${n} days`, `${n} 天`) });

export const CONSTANT_LISTS: Record<string, { label: Label; options: ConstOption[] }> = {
  dateCodeRange: {
    label: label('Date-code ranges (days)', 'Date code 范围（天）'),
    options: [0, 183, 365, 548, 639, 730, 913, 1095, 1278, 1460, 1825, 3650].map(days),
  },
  pageSize: {
    label: label('List page sizes', '列表每页条数'),
    options: [10, 20, 50, 100, 200, 500].map((n) => ({ value: n, label: label(`${n} / page`, `${n} 条/页`) })),
  },
  auditStatus: {
    label: label('Audit status', '审核状态'),
    options: [
      { value: 1, label: label('Pending review', '待审核') },
      { value: 2, label: label('Agreed', '已同意') },
      { value: 3, label: label('Refused', '已拒绝') },
    ],
  },
  asnStatus: {
    label: label('ASN status (counters)', 'ASN 状态（计数）'),
    options: [
      { value: 0, label: label('Draft', '草稿') },
      { value: 6, label: label('Awaiting manager audit', '待主管审核') },
      { value: 13, label: label('Price rejected', '价格驳回') },
    ],
  },
  byteCap: {
    label: label('Text caps (UTF-8 bytes)', '文本上限（UTF-8 字节）'),
    options: [
      { value: 30, label: label('Plant / import: 30', '工厂/导入：30') },
      { value: 500, label: label('Remark: 500', '备注：500') },
      { value: 250, label: label('Item remark: 250', '明细备注：250') },
    ],
  },
  invoiceItemLimit: {
    label: label('Maximum invoice (ASN) items', '发票（ASN）最多明细数'),
    options: [
      { value: 150, label: label('150 items', '150 项') },
      { value: 50, label: label('50 items when bill-to is VMI', '收票方为 VMI 时 50 项') },
    ],
  },
  psiRule: {
    label: label('PSI grouping rules', 'PSI 分组规则'),
    options: [1, 2, 3, 4, 5].map((n) => ({
      value: n,
      label: n === 5 ? label('Rule 5 (adds BG, BU, EC code, plant, SLOC)', '规则 5（增加 BG、BU、EC 代码、工厂、库位）') : label(`Rule ${n}`, `规则 ${n}`),
    })),
  },
  psiBalanceColour: {
    label: label('PSI balance colours', 'PSI 结余颜色'),
    options: [
      { value: 'red', label: label('Red: first negative in periods 1-4', '红：第 1-4 期首次为负') },
      { value: 'yellow', label: label('Yellow: first negative in periods 5-8', '黄：第 5-8 期首次为负') },
      { value: 'blue', label: label('Blue: first negative in period 9 or later', '蓝：第 9 期及以后首次为负') },
      { value: 'green', label: label('Green: never negative', '绿：从未为负') },
    ],
  },
};
