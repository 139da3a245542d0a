// The in-transit calls' own words, en-US and zh-CN, `%{name}` filled from vars.
import type { Locale } from '../../../../src/schema';

const WORDS = {
  notOnWay: { en: 'Shipment %{no} is %{status}: only a shipment on the way can be cancelled', zh: '在途货 %{no} 状态为%{status}，只有在途的货可以取消' },
  notReceivable: { en: 'Shipment %{no} is %{status}: only a shipment on the way or arrived can be received', zh: '在途货 %{no} 状态为%{status}，只有在途或已到港的货可以收货' },
  bookedFor: { en: 'Shipment %{no} is booked for ECPO %{ecpos}: remove those on-way links first', zh: '在途货 %{no} 已关联 ECPO %{ecpos}，请先移除这些在途关联' },
  badSource: { en: 'Source must be TI or FITI', zh: '来源必须为 TI 或 FITI' },
  wholeQty: { en: 'Quantity must be a whole number of at least 1', zh: '数量必须是不小于 1 的整数' },
  ecpoClosed: { en: 'ECPO %{no} is closed: its on-way links cannot change', zh: 'ECPO %{no} 已结案，在途关联不能修改' },
  pdcNotOnWay: { en: 'PDC shipment %{no} is %{status}: only goods on the way or arrived can be booked', zh: 'PDC 在途货 %{no} 状态为%{status}，只能关联在途或已到港的货' },
  otherMaterial: { en: 'PDC shipment %{no} carries %{mpn}, not the ECPO\'s part', zh: 'PDC 在途货 %{no} 的料号是 %{mpn}，与 ECPO 的料号不同' },
  overBooked: { en: 'PDC shipment %{no} has %{free} left to book; %{qty} asked', zh: 'PDC 在途货 %{no} 可关联数量剩余 %{free}，申请 %{qty}' },
  alreadyLinked: { en: 'PDC shipment %{no} is already linked to this ECPO: change that link\'s quantity', zh: 'PDC 在途货 %{no} 已关联此 ECPO，请修改该关联的数量' },
  linkNotFound: { en: 'On-way link %{id} of ECPO %{ecpo} not found', zh: '未找到 ECPO %{ecpo} 的在途关联 %{id}' },
  itemsRequired: { en: 'items must be a list of 1 to 500 on-way links', zh: 'items 必须是 1 到 500 条在途关联' },
  row: { en: 'Row %{row}: %{message}', zh: '第 %{row} 行：%{message}' },
  staleLink: { en: 'On-way link %{id} was changed by someone else; reload', zh: '在途关联 %{id} 已被他人修改，请刷新' },
  pdcRequired: { en: 'Choose the PDC shipment', zh: '请选择 PDC 在途货' },
} as const;

export type TransitWord = keyof typeof WORDS;

export function say(locale: Locale | string, key: TransitWord, vars: Record<string, string | number> = {}): string {
  const text: string = locale === 'zh-CN' ? WORDS[key].zh : WORDS[key].en;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}
