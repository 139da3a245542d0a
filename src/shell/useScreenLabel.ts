import { useLocaleState, useTranslate } from 'react-admin';
import { findByRaName } from '../resources';
import type { RouteEntry } from '../routes';

/** The label of a route-table screen in the current language (menu, breadcrumbs, Home). */
export function useScreenLabel() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (entry: RouteEntry): string => {
    if (entry.label) return locale === 'zh-CN' ? entry.label.zh : entry.label.en;
    const decl = entry.resource ? findByRaName(entry.resource) : undefined;
    if (!decl) return entry.path;
    return translate(`resources.${entry.resource}.name`, { smart_count: 2, _: decl.label.en });
  };
}
