import { defineWords } from '../../../i18n/defineWords';

/** The header link's words: on the first page, so kept apart from the screen's. */
export const reportAnalysisLinkMessages = defineWords({
  'en-US': { screens: { reportAnalysisLink: { label: 'Report analysis' } } },
  'zh-CN': { screens: { reportAnalysisLink: { label: '报表分析' } } },
});
