// The CF part calls' own words, in both languages.
import { defineWords } from '../../../http/words';

export const cw = defineWords({
  'en-US': {
    idsBad: 'ids: CF part ids that exist',
    nothingToSend: 'Every active CF part has been sent already: nothing to send',
  },
  'zh-CN': {
    idsBad: 'ids：须为存在的 CF 料号 ID',
    nothingToSend: '所有有效的 CF 料号都已发送，没有要发送的',
  },
});
