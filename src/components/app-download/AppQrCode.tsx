import { encode } from 'uqr';
import { useMemo } from 'react';
import * as styles from './AppDownloadPanel.css';

/**
 * A QR code drawn as one SVG path, so a desktop visitor can open the address on the phone. The
 * quiet zone of four modules is part of the code (scanners need it) and the image has a text
 * alternative saying where it leads.
 */
export function AppQrCode({ url, label }: { url: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data, size: modules } = encode(url, { ecc: 'M', border: 4 });
    const squares = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
    return { path: squares, size: modules };
  }, [url]);
  return (
    <svg className={styles.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} className={styles.qrLight} />
      <path d={path} className={styles.qrDark} />
    </svg>
  );
}
