// An upload button (a hidden file input behind it) and a download button, for record documents.
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef } from 'react';
import { Button } from 'react-admin';

export function UploadButton({ label, disabled, onFile }: { label: string; disabled?: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button label={label} disabled={disabled} onClick={() => input.current?.click()}>
        <UploadFileIcon />
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

export function DownloadButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button label={label} onClick={onClick}>
      <DownloadIcon />
    </Button>
  );
}
