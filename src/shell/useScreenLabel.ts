import { useLocaleState, useTranslate } from 'react-admin';
import type { RouteEntry } from '../routes';
import { labelIn } from '../schema';

/** The label of a route-table screen in the current language (menu, breadcrumbs, Home). */
export function useScreenLabel() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (entry: RouteEntry): string => {
    if (entry.label) return labelIn(entry.label, locale);
    if (!entry.resource || !entry.resourceLabel) return entry.path;
    return translate(`resources.${entry.resource}.name`, { smart_count: 2, _: entry.resourceLabel.en });
  };
}
