// The chosen file and its preview; a file SheetJS cannot read still goes to the server, which words
// the refusal (wrong type, too large) the way the spec wants.
import { useCallback, useState } from 'react';
import { previewSheet, type SheetPreview } from './previewSheet';

export type ChosenFile = { file: File; preview?: SheetPreview; unreadable?: string; reading: boolean };

export function useSheetPreview() {
  const [chosen, setChosen] = useState<ChosenFile | undefined>();
  const choose = useCallback(async (file: File) => {
    setChosen({ file, reading: true });
    try {
      const preview = await previewSheet(file);
      setChosen((current) => (current?.file === file ? { file, preview, reading: false } : current));
    } catch (e) {
      const unreadable = e instanceof Error ? e.message : String(e);
      setChosen((current) => (current?.file === file ? { file, unreadable, reading: false } : current));
    }
  }, []);
  const clear = useCallback(() => setChosen(undefined), []);
  return { chosen, choose, clear };
}
