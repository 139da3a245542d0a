// The first rows of the chosen file, each numbered as the spreadsheet (and a refusal) numbers it and
// each column headed by the field it fills; columns no field takes are greyed, so a misspelt header
// shows before anything is sent.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../schema';
import { fieldLabelKey } from '../fields/common';
import { headerFields } from './importColumns';
import type { SheetPreview } from './previewSheet';

const GREY = { color: 'text.disabled' } as const;

export function ImportPreviewTable({ decl, preview }: { decl: ResourceDeclaration; preview: SheetPreview }) {
  const translate = useTranslate();
  const fields = headerFields(decl, preview.header);
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.import.row')}</TableCell>
            {preview.header.map((header, i) => {
              const field = fields[i];
              if (field) return <TableCell key={i}>{translate(fieldLabelKey(decl, field), { _: header })}</TableCell>;
              return (
                <Tooltip key={i} title={translate('app.import.unknown_column')}>
                  <TableCell sx={GREY} data-unknown-column="true">
                    {header}
                  </TableCell>
                </Tooltip>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row, r) => (
            <TableRow key={r}>
              <TableCell>{preview.numbers[r]}</TableCell>
              {preview.header.map((_, c) => (
                <TableCell key={c} sx={fields[c] ? undefined : GREY}>
                  {row[c] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
