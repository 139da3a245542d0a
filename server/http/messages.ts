// The server's own words, one catalogue in both languages (validation words live in
// src/schema/messages.ts): sign-in and access, request-body refusals (multipart rules, uploads,
// nesting) and why a request parameter was refused (the parameter's name is added by the caller).
import { MAX_VERSION, MAX_WHOLE } from '../../src/schema';
import { defineWords } from './words';

const en = {
  // Sign-in, access, records
  notSignedIn: () => 'Please sign in',
  tokenExpired: () => 'Token has expired',
  notActivated: (a: { name: string }) => `The account ${a.name} is not activated; please notify the administrator.`,
  forbiddenRead: (a: { what: string }) => `You do not have permission to view ${a.what}`,
  forbiddenWrite: (a: { what: string }) => `You do not have permission to change ${a.what}`,
  loginFailed: () => 'Wrong user name or password',
  accountDisabled: (a: { name: string }) => `The account ${a.name} is disabled; please notify the administrator.`,
  notFound: (a: { what: string; id: string }) => `${a.what} #${a.id} does not exist (it may have been deleted)`,
  stale: (a: { what: string }) => `This ${a.what} was changed by someone else since you opened it; reload it and make your change again`,
  versionMissing: () => 'version is required to update a record',
  invalid: () => 'Some fields are not valid',
  badParam: (a: { param: string; why: string }) => `Query parameter "${a.param}" ${a.why}`,
  inUse: (a: { what: string; by: string }) => `This ${a.what} is still used by ${a.by}; change or delete those records first`,
  serverError: (a: { id: string }) => `Server error; please quote request id ${a.id} when reporting it`,
  // Request bodies
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
  // Why a parameter was refused
  positiveId: () => `must be a whole number from 1 to ${MAX_WHOLE}`,
  idList: (a: { max: number }) => `must be a comma-separated list of at most ${a.max} ids, each a whole number from 1 to ${MAX_WHOLE}`,
  range: (a: { min: number; max: number }) => `must be a whole number from ${a.min} to ${a.max}`,
  instant: () => 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time (YYYY-MM-DDTHH:MM:SS, zone optional), year 1 to 9999',
  nul: () => 'contains a NUL character (\\0), which cannot be stored',
  version: () => `must be a whole number from 0 to ${MAX_VERSION}`,
  /** A body field or path parameter (query parameters use badParam). */
  field: (a: { field: string; why: string }) => `"${a.field}" ${a.why}`,
};

/** The server's words for `key` in `locale`. */
export const t = defineWords({ 'en-US': en, 'zh-CN': {
  notSignedIn: () => '请先登录',
  tokenExpired: () => 'Token has expired',
  notActivated: (a) => `账号 ${a.name} 尚未激活，请联系管理员。`,
  forbiddenRead: (a) => `您没有查看${a.what}的权限`,
  forbiddenWrite: (a) => `您没有修改${a.what}的权限`,
  loginFailed: () => '用户名或密码错误',
  accountDisabled: (a) => `账号 ${a.name} 已停用，请联系管理员。`,
  notFound: (a) => `${a.what} #${a.id} 不存在（可能已被删除）`,
  stale: (a) => `此${a.what}在您打开后已被他人修改，请刷新后重新修改`,
  versionMissing: () => '更新记录时必须提供 version',
  invalid: () => '部分字段无效',
  badParam: (a) => `查询参数“${a.param}”${a.why}`,
  inUse: (a) => `此${a.what}仍被${a.by}引用，请先修改或删除这些记录`,
  serverError: (a) => `服务器错误；报告问题时请提供请求编号 ${a.id}`,
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
  positiveId: () => `必须是 1 到 ${MAX_WHOLE} 的整数`,
  idList: (a) => `必须是以逗号分隔的 ID 列表（最多 ${a.max} 个，每个为 1 到 ${MAX_WHOLE} 的整数）`,
  range: (a) => `必须是 ${a.min} 到 ${a.max} 的整数`,
  instant: () => '必须是日期（YYYY-MM-DD）或 ISO 8601 日期时间（YYYY-MM-DDTHH:MM:SS，时区可选），年份为 1 到 9999',
  nul: () => '包含无法保存的 NUL 字符（\\0）',
  version: () => `必须是 0 到 ${MAX_VERSION} 的整数`,
  field: (a) => `“${a.field}”${a.why}`,
} });
