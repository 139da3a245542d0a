// The generic words of a transition's refusals, in both languages; a group may declare its own
// (the spec's words), which win (src/schema/types.ts, TransitionGroup).
import { labelIn, type Label, type Locale } from '../../src/schema';
import { defineWords } from '../http/words';

const en = {
  chooseOne: (a: { field: string; choices: string }) => `${a.field} must be one of: ${a.choices}`,
  oneOnly: () => 'This can be done on one record at a time',
  none: () => 'None of the selected records is in a state this can be done from; nothing was changed',
  notInFrom: (a: { items: string }) => `Not in a state this can be done from, so nothing was changed: ${a.items}`,
  lastEditor: (a: { items: string }) => `You were the last to change these records, so someone else must do this: ${a.items}`,
  missingOn: (a: { field: string; items: string }) => `${a.field} is required on every record; missing on: ${a.items}`,
  refusedOn: (a: { item: string; message: string }) => `${a.item}: ${a.message}`,
  final: (a: { what: string; state: string }) => `This ${a.what} is ${a.state}: it can no longer be changed or deleted`,
};

export const tm = defineWords({ 'en-US': en, 'zh-CN': {
  chooseOne: (a) => `${a.field} 必须是以下之一：${a.choices}`,
  oneOnly: () => '此操作一次只能处理一条记录',
  none: () => '所选记录都不处于可执行此操作的状态，未做任何修改',
  notInFrom: (a) => `以下记录不处于可执行此操作的状态，未做任何修改：${a.items}`,
  lastEditor: (a) => `这些记录最后由您修改，须由其他人执行此操作：${a.items}`,
  missingOn: (a) => `每条记录都必须填写${a.field}；缺少：${a.items}`,
  refusedOn: (a) => `${a.item}：${a.message}`,
  final: (a) => `此${a.what}已${a.state}，不能再修改或删除`,
} });

/** The group's declared words with `%{items}` filled in, else the generic ones. */
export const declaredOr = (label: Label | undefined, locale: Locale, items: string, generic: () => string) =>
  label ? labelIn(label, locale).replaceAll('%{items}', items) : generic();
