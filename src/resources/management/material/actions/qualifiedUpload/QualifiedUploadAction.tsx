// "Upload qualified" in the substitution list's toolbar: a spreadsheet of pairs engineering has
// qualified, sent to POST <base>/upload/qualified. The import dialog does the rest (preview, the
// server's problems by row and field, all rows or none); only the endpoint and the rules differ.
import VerifiedIcon from '@mui/icons-material/Verified';
import type { ActionProps } from '../../../../../views/actions/types';
import { SheetUploadButton } from '../../../../../views/importExport/SheetUploadButton';

/** The server's rule for the upload: writing substitutions. */
export const QualifiedUploadAction = ({ decl }: ActionProps) => (
  <SheetUploadButton decl={decl} path="/upload/qualified" action="create" words="screens.actions.qualified_upload" icon={<VerifiedIcon />} />
);
