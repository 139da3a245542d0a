import { useTranslate } from 'react-admin';
import { raName } from '../../schema/names';
import type { ResourceDeclaration } from '../../schema';

/** The plural label in the user's language ("Customers", "客户"), for dialog titles. */
export function useResourceLabel(decl: ResourceDeclaration): string {
  const translate = useTranslate();
  return translate(`resources.${raName(decl)}.name`, { smart_count: 2, _: decl.label.en });
}
