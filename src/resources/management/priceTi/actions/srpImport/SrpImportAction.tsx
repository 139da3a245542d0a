// "Import SRP" in the SRP table's toolbar: a sheet of MPN, EC code or CPN, SRP and valid from, sent to
// POST /api/v2/price-ti/import/srp. The import dialog shows the server's problems by row; all rows or none.
import UploadIcon from '@mui/icons-material/Upload';
import type { ActionProps } from '../../../../../views/actions/types';
import { SheetUploadButton } from '../../../../../views/importExport/SheetUploadButton';

/** The server's rule for the import: writing the SRP table. */
export const SrpImportAction = ({ decl }: ActionProps) => (
  <SheetUploadButton decl={decl} path="/import/srp" action="edit" words="screens.price_ti_actions.srp_import" icon={<UploadIcon />} />
);
