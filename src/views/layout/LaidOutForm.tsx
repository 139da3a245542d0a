// The create and edit form's inputs grouped as the declaration's layout says: titled sections in one
// form, or a tabbed form; without a layout, one plain grid. Every tab stays mounted, so validation
// covers the fields of the tabs not shown. Fields are checked when the user leaves them (then on
// every change, once shown wrong) as well as on submit.
import { Box, Typography } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { SimpleForm, TabbedForm } from 'react-admin';
import { labelIn, layoutGroups, type ResourceDeclaration } from '../../schema';
import { fieldOf, inputElement } from '../fieldElements';
import { useUiLocale } from '../fields/common';
import { FieldGrid, GridCell, isWideField } from './FieldGrid';
import { FormToolbar } from './FormToolbar';

type FormProps = Pick<ComponentProps<typeof SimpleForm>, 'resolver' | 'defaultValues'>;

/** onTouched: the first check on leaving a field, then on each change until it is right. */
const VALIDATION = { mode: 'onTouched', reValidateMode: 'onChange' } as const;

function InputGrid({ decl, names }: { decl: ResourceDeclaration; names: string[] }) {
  return (
    <FieldGrid>
      {names.map((name) => (
        <GridCell key={name} name={name} wide={isWideField(fieldOf(decl, name))} nudge={fieldOf(decl, name).kind === 'boolean'}>
          {inputElement(decl, name)}
        </GridCell>
      ))}
    </FieldGrid>
  );
}

/** `children` follow the fields (the declaration's line grids), on the form or its last tab. */
export function LaidOutForm({ decl, names, children, ...form }: { decl: ResourceDeclaration; names: string[]; children?: ReactNode } & FormProps) {
  const locale = useUiLocale();
  const groups = layoutGroups(decl.layout, names);
  const toolbar = <FormToolbar decl={decl} />;
  if (decl.layout?.tabs) {
    return (
      <TabbedForm {...form} {...VALIDATION} toolbar={toolbar}>
        {groups.map((g, i) => (
          <TabbedForm.Tab key={i} label={g.title ? labelIn(g.title, locale) : '…'}>
            <InputGrid decl={decl} names={g.fields} />
            {i === groups.length - 1 && children}
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    );
  }
  return (
    <SimpleForm {...form} {...VALIDATION} toolbar={toolbar}>
      {groups.map((g, i) =>
        g.title ? (
          <Box key={i} component="section" aria-label={labelIn(g.title, locale)} sx={{ width: '100%' }}>
            <Typography variant="subtitle1" component="h2" sx={{ mt: i ? 1 : 0, mb: 0.5, fontWeight: 600 }}>
              {labelIn(g.title, locale)}
            </Typography>
            <InputGrid decl={decl} names={g.fields} />
          </Box>
        ) : (
          <InputGrid key={i} decl={decl} names={g.fields} />
        ),
      )}
      {children}
    </SimpleForm>
  );
}
