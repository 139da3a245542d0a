// The materials kept at one storage location, with Assign, Set default and Remove.
import { Alert, Button, Chip, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../../../../schema';
import { useSlocInventoriesController } from './useSlocInventoriesController';

const T = 'screens.actions.sloc_inventories';

export function SlocInventoriesPanel({ decl, sloc }: { decl: ResourceDeclaration; sloc: RaRecord }) {
  const translate = useTranslate();
  const c = useSlocInventoriesController(decl, sloc);
  return (
    <>
      <TextField label={translate(`${T}.search`)} value={c.keyword} onChange={(e) => c.setKeyword(e.target.value)} fullWidth margin="dense" />
      {c.matches.length > 0 && (
        <List dense aria-label={translate(`${T}.search`)}>
          {c.matches.map((m) => (
            <ListItem
              key={m.id}
              secondaryAction={
                <Button size="small" disabled={m.assigned || c.pending} onClick={() => c.assign(m.id)}>
                  {translate(m.assigned ? `${T}.assigned` : `${T}.assign`)}
                </Button>
              }
            >
              <ListItemText primary={m.mpn} secondary={[m.manufacturer_id__title, m.description].filter(Boolean).join(' · ')} />
            </ListItem>
          ))}
        </List>
      )}
      {c.error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {c.error}
        </Alert>
      )}
      {!c.loading && c.assignments.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{translate(`${T}.none`)}</Typography>
      ) : (
        <Table size="small" sx={{ mt: 2 }} aria-label={translate(`${T}.title`, { code: String(sloc[decl.titleField] ?? '') })}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.mpn`)}</TableCell>
              <TableCell>{translate(`${T}.manufacturer`)}</TableCell>
              <TableCell>{translate(`${T}.description`)}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {c.assignments.map((a) => (
              <TableRow key={a.id}>
                <TableCell>
                  {a.mpn} {a.is_default && <Chip size="small" color="primary" label={translate(`${T}.default`)} />}
                </TableCell>
                <TableCell>{a.manufacturer}</TableCell>
                <TableCell>{a.description}</TableCell>
                <TableCell align="right">
                  {!a.is_default && (
                    <Button size="small" disabled={c.pending} onClick={() => c.setDefault(a.material_id)}>
                      {translate(`${T}.set_default`)}
                    </Button>
                  )}
                  <Button size="small" color="error" disabled={c.pending} onClick={() => c.remove(a.id)}>
                    {translate(`${T}.remove`)}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {c.total > c.assignments.length && <Typography variant="caption">{translate(`${T}.more`, { shown: c.assignments.length, total: c.total })}</Typography>}
    </>
  );
}
