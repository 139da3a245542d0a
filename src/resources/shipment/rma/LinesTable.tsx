// A record's lines (read from the record the show page holds) as a read-only table with the line
// declaration's own field views; used by the RMA and route-quote show pages.
import { Box, Typography } from '@mui/material';
import { cloneElement, type ReactElement } from 'react';
import { ArrayField, Datagrid, useRecordContext } from 'react-admin';
import { labelIn, lineDeclaration, type ResourceDeclaration } from '../../../schema';
import { fieldElement } from '../../../views/fieldElements';
import { useUiLocale } from '../../../views/fields/common';

export function LinesTable({ decl, name, empty }: { decl: ResourceDeclaration; name: string; empty: string }) {
  const locale = useUiLocale();
  const record = useRecordContext();
  const lines = decl.lines![name];
  const lineDecl = lineDeclaration(decl, name);
  const title = labelIn(lines.label, locale);
  const rows = record?.[name];
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {Array.isArray(rows) && rows.length ? (
        <ArrayField source={name}>
          <Datagrid bulkActionButtons={false} rowClick={false}>
            {/* Headers in the line field's own words: the catalogue has no keys for line fields. */}
            {(lines.columns ?? Object.keys(lines.fields)).map((col) => cloneElement(fieldElement(lineDecl, col) as ReactElement<{ label?: string }>, { label: labelIn(lines.fields[col].label, locale) }))}
          </Datagrid>
        </ArrayField>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      )}
    </Box>
  );
}
