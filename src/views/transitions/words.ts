// The generic words of a transition dialog, used where the group declares none of its own.
import type { Label } from '../../schema';

const label = (en: string, zh: string): Label => ({ en, zh });

/** Defaults of the group's declarable dialog words (src/schema/types.ts, TransitionGroup). */
export const GENERIC_WORDS = {
  sharedInput: label('For every item', '适用于所有项目'),
  itemInput: label('For %{title}', '%{title}'),
  inputRule: label('Required on every item: its own value, or this one.', '每个项目都必须填写：项目自己的或此处的。'),
  notInFrom: label('Not in a state this applies to: skipped', '状态不适用：跳过'),
  inputMissing: label('Fill in every required field', '请填写所有必填项'),
} satisfies Record<string, Label>;

export const OTHER_WORDS = {
  /** A required input missing on some items: the message, then the items. */
  listed: label('%{message}: %{items}', '%{message}：%{items}'),
  /** An item the user changed last, for a four-eyes transition. */
  mine: label('You changed it last: someone else does this', '最后由您修改：须由他人处理'),
  choice: label('Decision', '处理结果'),
  items: label('Selected items', '所选项目'),
  item: label('Item', '项目'),
} satisfies Record<string, Label>;
