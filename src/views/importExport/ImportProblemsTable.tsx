// The server's refusal, row by row: the row as the spreadsheet numbers it, the field and the problem.
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiFieldError } from '../../dataProvider/errors';
import type { ResourceDeclaration } from '../../schema';
import { fieldLabelKey } from '../fields/common';

export function ImportProblemsTable({ decl, problems }: { decl: ResourceDeclaration; problems: ApiFieldError[] }) {
  const translate = useTranslate();
  const fieldLabel = (field: string) => (decl.fields[field] ? translate(fieldLabelKey(decl, field), { _: field }) : field);
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label={translate('app.import.problems')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.import.row')}</TableCell>
            <TableCell>{translate('app.import.field')}</TableCell>
            <TableCell>{translate('app.import.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((p, i) => (
            <TableRow key={i}>
              <TableCell>{p.row}</TableCell>
              <TableCell>{fieldLabel(p.field)}</TableCell>
              <TableCell>{p.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
