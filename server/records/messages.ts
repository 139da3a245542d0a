// The words of the master-data calls beyond generic CRUD, in both languages (the pattern of
// server/http/messages.ts).
import { defineWords } from '../http/words';

const en = {
  badId: (a: { param: string }) => `"${a.param}" must be a record id (a whole number from 1)`,
  bodyNotObject: () => 'The request body must be a JSON object',
  notAssigned: (a: { material: string; sloc: string }) => `${a.material} is not assigned to storage location ${a.sloc}; assign it first`,
  nonLinkedFilters: (a: { param: string }) => `Query parameter "${a.param}" is not accepted here; the non-linked list takes page, size, sort, order and keyword`,
  sameMaterial: () => 'The substitute must be a different part from the original',
  itemsMissing: (a: { field: string }) => `"${a.field}" must be a non-empty list`,
  tooManyItems: (a: { field: string; max: number }) => `"${a.field}" may hold at most ${a.max} entries`,
  itemProblem: (a: { row: number; message: string }) => `Item ${a.row}: ${a.message}`,
  duplicateRatio: (a: { first: number }) => `The same vendor and period are also on item ${a.first}`,
  ratioExists: () => 'A ratio for this vendor and period already exists; reload and edit it',
  limitParam: (a: { max: number }) => `"limit" must be a whole number from 1 to ${a.max}`,
  unknownGroup: (a: { param: string; value: string }) => `"${a.param}" names no known list: ${a.value}`,
  unknownFilterField: (a: { value: string; fields: string }) => `"field" must be one of ${a.fields}; got ${a.value}`,
};

export const mt = defineWords({ 'en-US': en, 'zh-CN': {
  badId: (a) => `“${a.param}”必须是记录 ID（从 1 开始的整数）`,
  bodyNotObject: () => '请求体必须是 JSON 对象',
  notAssigned: (a) => `${a.material} 尚未分配到库位 ${a.sloc}，请先分配`,
  nonLinkedFilters: (a) => `此处不接受查询参数“${a.param}”；未关联列表只接受 page、size、sort、order 和 keyword`,
  sameMaterial: () => '替代料号必须与原料号不同',
  itemsMissing: (a) => `“${a.field}”必须是非空列表`,
  tooManyItems: (a) => `“${a.field}”最多 ${a.max} 项`,
  itemProblem: (a) => `第 ${a.row} 项：${a.message}`,
  duplicateRatio: (a) => `相同的供应商和期间也在第 ${a.first} 项`,
  ratioExists: () => '该供应商此期间的比例已存在，请刷新后修改',
  limitParam: (a) => `“limit”必须是 1 到 ${a.max} 的整数`,
  unknownGroup: (a) => `“${a.param}”不是已知的列表：${a.value}`,
  unknownFilterField: (a) => `“field”必须是 ${a.fields} 之一；收到 ${a.value}`,
} });
