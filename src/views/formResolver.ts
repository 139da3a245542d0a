// The form validates with the same yup schema as the server (recordSchema), in the UI's language.
// Fields the user may not change (references to a resource they may not read) are left out of it:
// their values pass through as loaded, and the server, which reads the same rules, has the last word.
import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues, Resolver } from 'react-hook-form';
import { recordSchema, type Locale, type ResourceDeclaration } from '../schema';

interface NewUpload {
  rawFile: File;
}

const isNewUpload = (value: unknown): value is NewUpload => !!value && typeof value === 'object' && (value as NewUpload).rawFile instanceof File;

/**
 * The shared schema describes a stored file ({name, size, type, key}); a file just chosen in the form is
 * react-admin's {rawFile, src, title}. It is checked as the description it will become, and submitted
 * as chosen so the dataProvider can upload its bytes.
 */
export function formResolver(decl: ResourceDeclaration, locale: Locale, locked: string[] = []): Resolver<FieldValues> {
  const checked = locked.length ? { ...decl, fields: Object.fromEntries(Object.entries(decl.fields).filter(([name]) => !locked.includes(name))) } : decl;
  const validate = yupResolver(recordSchema(checked, { locale })) as Resolver<FieldValues>;
  const fileFields = Object.entries(decl.fields)
    .filter(([, f]) => f.kind === 'file' && !f.readOnly)
    .map(([name]) => name);
  if (fileFields.length === 0) return validate;
  return async (values, context, options) => {
    const uploads = fileFields.filter((name) => isNewUpload(values[name]));
    const described: FieldValues = { ...values };
    for (const name of uploads) {
      const { rawFile } = values[name] as NewUpload;
      described[name] = { name: rawFile.name, size: rawFile.size, type: rawFile.type, key: 'upload' };
    }
    const result = await validate(described, context, options);
    if (Object.keys(result.errors).length === 0) {
      for (const name of uploads) (result.values as FieldValues)[name] = values[name];
    }
    return result;
  };
}
