// The words of the customer module's calls, in both languages.
import { defineWords } from '../../../http/words';

const en = {
  unknownEcCode: (a: { code: string }) => `No end customer has EC code ${a.code}`,
  paramRequired: (a: { param: string }) => `Query parameter "${a.param}" is required`,
  arColumnMissing: (a: { column: string }) => `The file needs the column "${a.column}"`,
  arCodeMissing: () => 'Customer no. is empty',
  arUnknownCustomer: (a: { code: string }) => `No customer has the number ${a.code}`,
  arRepeated: (a: { code: string; first: number }) => `Customer ${a.code} is already on row ${a.first}`,
};

export const customerText = defineWords({ 'en-US': en, 'zh-CN': {
  unknownEcCode: (a) => `没有 EC 代码为 ${a.code} 的终端客户`,
  paramRequired: (a) => `必须提供查询参数“${a.param}”`,
  arColumnMissing: (a) => `文件必须有“${a.column}”列`,
  arCodeMissing: () => '客户编号为空',
  arUnknownCustomer: (a) => `没有编号为 ${a.code} 的客户`,
  arRepeated: (a) => `客户 ${a.code} 已在第 ${a.first} 行`,
} });
