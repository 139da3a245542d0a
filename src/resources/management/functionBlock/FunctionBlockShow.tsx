// The block's page: the generic show with its subsystems and items, and a link to its diagram.
import { Box, Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ResourceShow } from '../../../views/ResourceShow';
import { LinesTable } from '../../shipment/rma/LinesTable';
import { functionBlock } from './model/functionBlock';

export default function FunctionBlockShow() {
  const translate = useTranslate();
  return (
    <ResourceShow>
      <Box sx={{ px: 2, pb: 1 }}>
        <MuiLink component={Link} to="/management/FB/blockDiagram">{translate('screens.function_block.diagram')}</MuiLink>
      </Box>
      <LinesTable decl={functionBlock} name="subsystems" empty={translate('screens.function_block.no_subsystems')} />
      <LinesTable decl={functionBlock} name="items" empty={translate('screens.function_block.no_items')} />
    </ResourceShow>
  );
}
