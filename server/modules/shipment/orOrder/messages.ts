// The OR module's server words, in both languages.
import type { Locale } from '../../../../src/schema';

const en = {
  lineParams: () => 'is not accepted here; the OR lines take keyword, status, vendor_id, material_id, page and size',
  status: () => 'must be draft, released, closed or cancelled',
};

type Catalogue = typeof en;

const zh: Catalogue = {
  lineParams: () => '此处不接受；OR 明细只接受 keyword、status、vendor_id、material_id、page 和 size',
  status: () => '必须是 draft、released、closed 或 cancelled',
};

const catalogues: Record<Locale, Catalogue> = { 'en-US': en, 'zh-CN': zh };

export const orText = <K extends keyof Catalogue>(locale: Locale, key: K): string => catalogues[locale][key]();
