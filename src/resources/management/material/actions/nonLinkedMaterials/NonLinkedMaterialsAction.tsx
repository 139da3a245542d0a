// "Non-linked materials" in the substitution list's toolbar: the parts nobody has cross-referenced
// yet, searchable and paged, with an .xlsx export of them all.
import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useLocaleState, useTranslate } from 'react-admin';
import { getResource } from '../../../../declarations';
import { fieldLabelKey } from '../../../../../views/fields/common';
import type { ActionProps } from '../../../../../views/actions/types';
import { NON_LINKED_PAGE_SIZE, useNonLinkedController } from './useNonLinkedController';
import { labelIn } from '../../../../../schema';

const T = 'screens.actions.non_linked';

export function NonLinkedMaterialsAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const c = useNonLinkedController(decl, open);
  const [locale] = useLocaleState();
  const material = getResource('material');
  const column = (name: string) => translate(fieldLabelKey(material, name), { _: material.fields[name]?.label.en ?? name });
  const lifecycle = material.fields.lifecycle;
  const lifecycleLabel = (value?: string) => {
    const option = lifecycle.kind === 'enum' ? lifecycle.options.find((o) => o.value === value) : undefined;
    return option ? labelIn(option.label, locale) : value;
  };
  return (
    <>
      <Button label={`${T}.button`} onClick={() => setOpen(true)}>
        <LinkOffIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="non-linked-title">
        <DialogTitle id="non-linked-title">{translate(`${T}.title`)}</DialogTitle>
        <DialogContent>
          <TextField label={translate(`${T}.search`)} value={c.keyword} onChange={(e) => c.setKeyword(e.target.value)} fullWidth margin="dense" />
          {c.error && <Alert severity="error">{c.error}</Alert>}
          {!c.loading && c.total === 0 ? (
            <Typography sx={{ mt: 2 }}>{translate(`${T}.none`)}</Typography>
          ) : (
            <Table size="small" aria-labelledby="non-linked-title">
              <TableHead>
                <TableRow>
                  {['mpn', 'manufacturer_id', 'description', 'lifecycle'].map((name) => (
                    <TableCell key={name}>{column(name)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {c.rows.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{r.mpn}</TableCell>
                    <TableCell>{r.manufacturer_id__title}</TableCell>
                    <TableCell>{r.description}</TableCell>
                    <TableCell>{lifecycleLabel(r.lifecycle)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <TablePagination
            component="div"
            count={c.total}
            page={c.page}
            rowsPerPage={NON_LINKED_PAGE_SIZE}
            rowsPerPageOptions={[NON_LINKED_PAGE_SIZE]}
            onPageChange={(_, page) => c.setPage(page)}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={c.exportAll} disabled={c.exporting || c.total === 0}>
            {translate(`${T}.export`)}
          </MuiButton>
          <MuiButton onClick={() => setOpen(false)}>{translate(`${T}.close`)}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
