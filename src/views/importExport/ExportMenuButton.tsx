// Replaces react-admin's ExportButton: every row (not the first 1,000), as .xlsx or .csv, with progress.
import DownloadIcon from '@mui/icons-material/GetApp';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../schema';
import type { ExportFormat } from './exportRows';
import { ExportProgressDialog } from './ExportProgressDialog';
import { useExport } from './useExport';
import { useResourceLabel } from './useResourceLabel';

const FORMATS: ExportFormat[] = ['xlsx', 'csv'];

export function ExportMenuButton({ decl }: { decl: ResourceDeclaration }) {
  const translate = useTranslate();
  const { start, cancel, progress } = useExport(decl);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const resourceLabel = useResourceLabel(decl);
  const choose = (format: ExportFormat) => {
    setAnchor(null);
    void start(format);
  };
  return (
    <>
      <Button
        label="app.action.export"
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={progress !== undefined}
        aria-haspopup="menu"
        aria-controls={anchor ? 'export-format-menu' : undefined}
      >
        <DownloadIcon />
      </Button>
      <Menu id="export-format-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            {translate(`app.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
      <ExportProgressDialog title={translate('app.export.title', { name: resourceLabel })} progress={progress} onCancel={cancel} />
    </>
  );
}
