// App tests render screens in either language: Chinese is loaded up front here, as the app loads it
// before starting for a user who chose it (src/i18n/index.ts).
import { loadLocaleMessages } from '../../src/i18n/locales';

await loadLocaleMessages('zh-CN');
