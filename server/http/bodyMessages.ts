// The words of request-body refusals (multipart rules, uploads), in both languages (the pattern of
// server/http/messages.ts).
import type { Locale } from '../../src/schema';

const en = {
  jsonOnly: () => 'This call takes a JSON body, not multipart form data',
  noBoundary: () => 'Header "content-type" must carry a multipart boundary (boundary=..., 1 to 70 characters)',
  malformed: (a: { why: string }) => `The multipart body could not be read (${a.why})`,
  formTakesNoFile: (a: { field: string }) => `Field "${a.field}" is a file; this form takes text fields only`,
  oneFile: () => 'Send one file per upload',
  fileTooLarge: (a: { max: number }) => `The file is larger than ${a.max} MB`,
  formTooLarge: (a: { max: number }) => `The form is larger than ${a.max} MB`,
  tooManyParts: () => 'The form has too many fields',
  uploadsBusy: (a: { seconds: number }) => `The server is busy with other uploads; try again in ${a.seconds} seconds`,
  tooDeep: (a: { max: number }) => `The request body is nested too deep (more than ${a.max} levels of objects and lists)`,
};

type Catalogue = { [K in keyof typeof en]: (typeof en)[K] };

const zh: Catalogue = {
  jsonOnly: () => '此接口只接受 JSON 请求体，不接受 multipart 表单',
  noBoundary: () => '请求头“content-type”必须带有 multipart 分隔符（boundary=...，1 至 70 个字符）',
  malformed: (a) => `无法读取 multipart 请求体（${a.why}）`,
  formTakesNoFile: (a) => `字段“${a.field}”是文件；此表单只接受文本字段`,
  oneFile: () => '每次上传只能发送一个文件',
  fileTooLarge: (a) => `文件超过 ${a.max} MB`,
  formTooLarge: (a) => `表单超过 ${a.max} MB`,
  tooManyParts: () => '表单字段过多',
  uploadsBusy: (a) => `服务器正在处理其他上传，请 ${a.seconds} 秒后重试`,
  tooDeep: (a) => `请求体嵌套过深（对象和列表超过 ${a.max} 层）`,
};

const catalogues: Record<Locale, Catalogue> = { 'en-US': en, 'zh-CN': zh };

export function bodyText<K extends keyof Catalogue>(locale: Locale, key: K, ...args: Parameters<Catalogue[K]>): string {
  const fn = catalogues[locale][key] as (...a: Parameters<Catalogue[K]>) => string;
  return fn(...args);
}
