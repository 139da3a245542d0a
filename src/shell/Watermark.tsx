// The confidentiality watermark over every signed-in page: drawn above everything (dialogs too,
// screenshots must carry the name) but pointer-events:none, so every click reaches the page below.
import { useMemo } from 'react';
import { useGetIdentity } from 'react-admin';
import { currentUser } from '../authProvider/user';
import { TILE_HEIGHT, TILE_WIDTH, watermarkTileUrl } from './watermarkTile';

export const WATERMARK_Z_INDEX = 2000;

/** The account name identifies the person; the nickname is only the fallback. */
function useWatermarkText(): string | undefined {
  const { identity } = useGetIdentity();
  return currentUser()?.name ?? identity?.fullName;
}

export function Watermark({ text: given }: { text?: string }) {
  const signedIn = useWatermarkText();
  const text = given ?? signedIn;
  const url = useMemo(() => (text ? watermarkTileUrl(text) : undefined), [text]);
  if (!url) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="watermark"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: WATERMARK_Z_INDEX,
        pointerEvents: 'none',
        backgroundImage: `url("${url}")`,
        backgroundRepeat: 'repeat',
        backgroundSize: `${TILE_WIDTH}px ${TILE_HEIGHT}px`,
      }}
    />
  );
}
