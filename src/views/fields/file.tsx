// File: an uploaded document. Stored records carry metadata ({name, size, type, key}); a newly chosen
// file is react-admin's {rawFile, src, title}, which the dataProvider sends as multipart data.
import { Link, Typography } from '@mui/material';
import { FileField, FileInput, useFieldValue, useResourceContext, useTranslateLabel, type FileInputProps } from 'react-admin';
import type { FileField as FileFieldDecl } from '../../schema';
import { inputProps, useHelpText } from './common';
import type { FieldKindView } from './types';

type Accept = NonNullable<FileInputProps['accept']>;

interface StoredFile {
  name?: string;
  size?: number;
  url?: string;
  title?: string;
  rawFile?: File;
}

/** Lets the preview show a stored file's name like a newly chosen one's. */
const withTitle = (value: unknown) => {
  if (!value || typeof value !== 'object' || value instanceof File) return value;
  const file = value as StoredFile;
  return file.rawFile ? file : { ...file, title: file.title ?? file.name };
};

/** Declared ['application/pdf', '.xlsx'] -> react-dropzone's { mime: [extensions] }. */
function toAccept(accept: string[] | undefined): Accept | undefined {
  if (!accept?.length) return undefined;
  const result: Accept = {};
  const extensions = accept.filter((a) => a.startsWith('.'));
  for (const mime of accept.filter((a) => !a.startsWith('.'))) result[mime] = [];
  if (extensions.length) result['application/octet-stream'] = extensions;
  return result;
}

/** The stored file's name (a link when the server gives a URL) and its size. */
function StoredFileValue({ name }: { name: string }) {
  const value = useFieldValue({ source: name }) as StoredFile | null | undefined;
  if (!value || typeof value !== 'object') return null;
  const title = value.name ?? value.title ?? '';
  const size = typeof value.size === 'number' ? ` (${Math.ceil(value.size / 1024)} KB)` : '';
  return (
    <Typography component="span" variant="body2">
      {value.url ? (
        <Link href={value.url} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
          {title}
        </Link>
      ) : (
        title
      )}
      {size}
    </Typography>
  );
}

export const file: FieldKindView<FileFieldDecl> = {
  Field: ({ name }) => <StoredFileValue name={name} />,
  Input: function FileKindInput({ name, field, readOnly }) {
    const help = useHelpText(field);
    const translateLabel = useTranslateLabel();
    const resource = useResourceContext();
    // The drop zone's hidden file input gets the field's name (its visible label points nowhere), and
    // its prompt keeps readable contrast even when the input is read-only.
    const ariaLabel = String(translateLabel({ source: name, resource }) ?? name);
    return (
      <FileInput
        {...inputProps(name, field, readOnly)}
        accept={toAccept(field.accept)}
        maxSize={field.maxBytes}
        format={withTitle}
        helperText={help}
        inputProps={{ 'aria-label': ariaLabel }}
        sx={{ '& .RaFileInput-dropZone p': { color: 'text.secondary' } }}
      >
        <FileField source="src" title="title" />
      </FileInput>
    );
  },
};
