// Small helpers shared by the field-kind modules.
import { useLocaleState, useTranslate } from 'react-admin';
import { type Field, labelIn, type Locale, pickLocale, type ResourceDeclaration } from '../../schema';
import { raName } from '../../schema/names';

/** The UI locale as the declaration language names it (react-admin may hold any string). */
export function useUiLocale(): Locale {
  const [locale] = useLocaleState();
  return pickLocale(locale);
}

/** The field kinds' name for labelIn. */
export const localized = labelIn;

/** react-admin's translation key for a field label; the i18n messages are generated from the declarations. */
export const fieldLabelKey = (decl: ResourceDeclaration, name: string) => `resources.${raName(decl)}.fields.${name}`;

/** The declared hint in the current locale, if any. */
export function useHelpText(field: Field): string | undefined {
  const locale = useUiLocale();
  return field.help ? localized(field.help, locale) : undefined;
}

/** Shared props every form input receives: react-admin translates the label from `source`. */
export function inputProps(name: string, field: Field, readOnly?: boolean) {
  return { source: name, isRequired: !!field.required, readOnly: readOnly || field.readOnly };
}

/** A translated message with a built-in fallback, so a missing key still reads well. */
export function useTranslateOr() {
  const translate = useTranslate();
  return (key: string, fallback: string, args: Record<string, unknown> = {}) => translate(key, { _: fallback, ...args });
}
