// The declared rules across fields (src/schema/crossField.ts) on the server: every write of a whole
// record (a create, or an update's stored record merged with the change) is refused with a 400
// naming the field, in the caller's language, before anything is written.
import { crossFieldProblems, type Locale, type ResourceDeclaration } from '../../src/schema';
import { ApiError } from '../http/errors';
import { t } from '../http/messages';

export function refuseBrokenRules(decl: ResourceDeclaration, record: Record<string, unknown>, locale: Locale): void {
  const errors = crossFieldProblems(decl.fields, record, locale);
  if (errors.length) throw new ApiError(400, errors.length === 1 ? errors[0].message : t(locale, 'invalid'), errors);
}
