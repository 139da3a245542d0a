// Validation messages shared by the browser form and the server, so a clerk reads the same words
// whichever side caught the problem.
import type { Label, Locale } from './types';

export interface MessageArgs {
  label: string;
  [key: string]: string | number;
}

type Catalogue = Record<string, (a: MessageArgs) => string>;

const en: Catalogue = {
  required: (a) => `${a.label} is required`,
  maxBytes: (a) => `${a.label} must be at most ${a.max} bytes (${a.actual} now; a Chinese character takes 3)`,
  minLength: (a) => `${a.label} must be at least ${a.min} characters`,
  number: (a) => `${a.label} must be a number`,
  integer: (a) => `${a.label} must be a whole number`,
  min: (a) => `${a.label} must be at least ${a.min}`,
  max: (a) => `${a.label} must be at most ${a.max}`,
  scale: (a) => `${a.label} may have at most ${a.scale} decimal places`,
  digits: (a) => `${a.label} may have at most ${a.digits} digits before the decimal point`,
  nul: (a) => `${a.label} contains a character that cannot be stored (NUL, \\0)`,
  date: (a) => `${a.label} must be a date (YYYY-MM-DD)`,
  datetime: (a) => `${a.label} must be a date and time`,
  oneOf: (a) => `${a.label} must be one of: ${a.values}`,
  reference: (a) => `${a.label} must be an existing record`,
  boolean: (a) => `${a.label} must be yes or no`,
  json: (a) => `${a.label} must be valid JSON`,
  email: (a) => `${a.label} must be an e-mail address`,
  url: (a) => `${a.label} must be a web address`,
  phone: (a) => `${a.label} must be a phone number`,
  unique: (a) => `${a.label} "${a.value}" is already used by another record`,
  uniqueTogether: (a) => `Another record has the same ${a.label}`,
  overlap: (a) => `${a.label} overlap another record with the same key (${a.value})`,
  notBefore: (a) => `${a.label} must not be before ${a.other}`,
  differentFrom: (a) => `${a.other} and ${a.label} must be different`,
  inUse: (a) => `${a.label} is still used by ${a.by}; change or delete those records first`,
  fileTooLarge: (a) => `${a.label} is larger than ${a.max} bytes`,
  fileType: (a) => `${a.label} must be one of: ${a.accept}`,
  oneValue: (a) => `${a.label} must be a single value, not a list or an object`,
  valueList: (a) => `${a.label} must be a list of single values, not objects`,
  fileShape: (a) => `${a.label} must describe a file with single values (name, size, type, key)`,
};

const zh: Catalogue = {
  required: (a) => `${a.label}为必填项`,
  maxBytes: (a) => `${a.label}最多 ${a.max} 字节（当前 ${a.actual} 字节，一个汉字占 3 字节）`,
  minLength: (a) => `${a.label}至少 ${a.min} 个字符`,
  number: (a) => `${a.label}必须是数字`,
  integer: (a) => `${a.label}必须是整数`,
  min: (a) => `${a.label}不能小于 ${a.min}`,
  max: (a) => `${a.label}不能大于 ${a.max}`,
  scale: (a) => `${a.label}最多保留 ${a.scale} 位小数`,
  digits: (a) => `${a.label}整数部分最多 ${a.digits} 位`,
  nul: (a) => `${a.label}包含无法保存的字符（NUL，\\0）`,
  date: (a) => `${a.label}必须是日期（YYYY-MM-DD）`,
  datetime: (a) => `${a.label}必须是日期时间`,
  oneOf: (a) => `${a.label}必须是以下之一：${a.values}`,
  reference: (a) => `${a.label}必须是已存在的记录`,
  boolean: (a) => `${a.label}必须是“是”或“否”`,
  json: (a) => `${a.label}必须是有效的 JSON`,
  email: (a) => `${a.label}必须是电子邮件地址`,
  url: (a) => `${a.label}必须是网址`,
  phone: (a) => `${a.label}必须是电话号码`,
  unique: (a) => `${a.label}“${a.value}”已被其他记录使用`,
  uniqueTogether: (a) => `已有其他记录使用相同的${a.label}`,
  overlap: (a) => `${a.label}与相同键的其他记录重叠（${a.value}）`,
  notBefore: (a) => `${a.label}不能早于${a.other}`,
  differentFrom: (a) => `${a.other}和${a.label}不能相同`,
  inUse: (a) => `${a.label}仍被${a.by}引用，请先修改或删除这些记录`,
  fileTooLarge: (a) => `${a.label}超过 ${a.max} 字节`,
  fileType: (a) => `${a.label}的文件类型必须是：${a.accept}`,
  oneValue: (a) => `${a.label}必须是单个值，不能是列表或对象`,
  valueList: (a) => `${a.label}必须是由单个值组成的列表，不能包含对象`,
  fileShape: (a) => `${a.label}必须是由单个值描述的文件（name、size、type、key）`,
};

const catalogues: Record<Locale, Catalogue> = { 'en-US': en, 'zh-CN': zh };

export type MessageKey = keyof typeof en;

export function message(locale: Locale, key: MessageKey, args: MessageArgs): string {
  const fn = catalogues[locale][key] ?? en[key];
  return fn(args);
}

/** Picks a supported locale from an accept-language header or a stored preference. */
export function pickLocale(value: string | undefined | null): Locale {
  if (!value) return 'en-US';
  return /^zh/i.test(value.trim()) ? 'zh-CN' : 'en-US';
}

/** A bilingual label in the caller's language (react-admin's locale state is a plain string). */
export const labelIn = (label: Label, locale: Locale | string): string => (locale === 'zh-CN' ? label.zh : label.en);

/** A label as a word inside a sentence ("you may not change business groups"): English lower-cased. */
export const wordIn = (label: Label, locale: Locale | string): string => (locale === 'zh-CN' ? label.zh : label.en.toLowerCase());
