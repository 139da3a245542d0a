// The PSI page's en-US words for the bench page (no react-admin app around it: no ra.* words needed).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { psiMessages } from '../../../src/custom/distribute/psi/messages';

export const i18n = polyglotI18nProvider(() => psiMessages['en-US'] as unknown as TranslationMessages, 'en-US');
