// Every en-US message: react-admin's (as published), the app's, and the resources'.
import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { appMessagesEn } from './app';
import { mergeMessages } from './merge';
import { screenMessagesOf } from './screens';
import { resourceMessages } from './resources';
import { historyWords } from '../views/history/words';

export const enMessages: TranslationMessages = mergeMessages(englishMessages, appMessagesEn, resourceMessages('en-US'), historyWords['en-US'], ...screenMessagesOf('en-US'));

export { englishMessages };
