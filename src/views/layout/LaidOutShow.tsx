// The show screen's fields grouped as the declaration's layout says: titled sections one under the
// other, or tabs; without a layout, one grid. Each value sits under its label, "—" when empty.
import { Box, Divider, Typography } from '@mui/material';
import { Labeled, TabbedShowLayout, useRecordContext } from 'react-admin';
import { labelIn, layoutGroups, type ResourceDeclaration } from '../../schema';
import { fieldElement, fieldOf } from '../fieldElements';
import { useUiLocale } from '../fields/common';
import { FieldGrid, GridCell, isWideField } from './FieldGrid';

export const EMPTY_VALUE = '—';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function ShowValue({ decl, name }: { decl: ResourceDeclaration; name: string }) {
  const record = useRecordContext();
  const field = fieldOf(decl, name);
  return (
    <GridCell name={name} wide={isWideField(field)}>
      <Labeled source={name} fullWidth className={`ra-field ra-field-${name}`} sx={{ alignItems: 'flex-start' }}>
        {/* body2 for every kind: a reference link or a chip sits like the text beside it. */}
        <Box sx={{ typography: 'body2', maxWidth: '100%', overflowWrap: 'anywhere' }}>
          {isEmpty(record?.[name]) ? (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {EMPTY_VALUE}
            </Box>
          ) : (
            fieldElement(decl, name)
          )}
        </Box>
      </Labeled>
    </GridCell>
  );
}

/** `label={false}`: a tab wraps each child in a label of its own, which this grid does not want. */
function ShowGrid({ decl, names }: { decl: ResourceDeclaration; names: string[]; label?: false }) {
  return (
    <FieldGrid rowGap={1.5}>
      {names.map((name) => (
        <ShowValue key={name} decl={decl} name={name} />
      ))}
    </FieldGrid>
  );
}

/** `footer`: fields after the layout's groups, under a rule (who created and changed the record). */
export function LaidOutShow({ decl, names, footer = [] }: { decl: ResourceDeclaration; names: string[]; footer?: string[] }) {
  const locale = useUiLocale();
  const groups = layoutGroups(decl.layout, names);
  const footerGrid = footer.length > 0 && (
    <Box sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 1.5 }} />
      <ShowGrid decl={decl} names={footer} />
    </Box>
  );
  if (decl.layout?.tabs) {
    return (
      <>
        <TabbedShowLayout>
          {groups.map((g, i) => (
            <TabbedShowLayout.Tab key={i} label={g.title ? labelIn(g.title, locale) : '…'}>
              <ShowGrid label={false} decl={decl} names={g.fields} />
            </TabbedShowLayout.Tab>
          ))}
        </TabbedShowLayout>
        {footerGrid}
      </>
    );
  }
  return (
    <>
      {groups.map((g, i) => (
        <Box key={i} component="section" aria-label={g.title ? labelIn(g.title, locale) : undefined} sx={{ px: 2, pt: 2, pb: 1 }}>
          {g.title && (
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
              {labelIn(g.title, locale)}
            </Typography>
          )}
          <ShowGrid decl={decl} names={g.fields} />
        </Box>
      ))}
      {footerGrid}
    </>
  );
}
