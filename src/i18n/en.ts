// Every en-US message: react-admin's (as published), the app's, and the resources'.
import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { appMessages } from './app';
import { mergeMessages } from './merge';
import { resourceMessages } from './resources';

export const enMessages: TranslationMessages = mergeMessages(englishMessages, appMessages['en-US'], resourceMessages('en-US'));

export { englishMessages };
