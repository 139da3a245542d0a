// A referenced record's title as the server sends it (`<field>__title`), linked to that record's
// page when the user may open it. No extra request per row, and no failing lookup for users who may
// read this record but not the referenced screen.
import { Chip, Stack } from '@mui/material';
import type React from 'react';
import { Link, useCanAccess, useCreatePath, useRecordContext } from 'react-admin';

const titleKey = (field: string) => `${field}__title`;

function TitleLink({ resource, id, title, linked }: { resource: string; id: unknown; title: unknown; linked: boolean }) {
  const createPath = useCreatePath();
  const text = title === null || title === undefined ? `#${String(id)}` : String(title);
  if (!linked) return <span>{text}</span>;
  return (
    <Link to={createPath({ resource, id: id as string, type: 'show' })} onClick={(e: React.MouseEvent) => e.stopPropagation()}>
      {text}
    </Link>
  );
}

export function ReferenceTitle({ source, resource }: { source: string; resource: string }) {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource, action: 'show' });
  const id = record?.[source];
  if (id === null || id === undefined) return null;
  return <TitleLink resource={resource} id={id} title={record?.[titleKey(source)]} linked={canAccess === true} />;
}

export function ReferenceTitles({ source, resource }: { source: string; resource: string }) {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource, action: 'show' });
  const ids = (record?.[source] as unknown[] | undefined) ?? [];
  const titles = (record?.[titleKey(source)] as unknown[] | undefined) ?? [];
  if (ids.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {ids.map((id, i) => (
        <Chip key={String(id)} size="small" label={<TitleLink resource={resource} id={id} title={titles[i]} linked={canAccess === true} />} />
      ))}
    </Stack>
  );
}
