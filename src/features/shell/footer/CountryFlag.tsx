import type { ReactElement } from 'react';
import * as styles from './Footer.css';

// Flags are drawn rather than written as emoji: without an emoji font (most Linux and Windows
// desktops) the regional-indicator letters of an emoji flag render as two empty boxes.
const FLAGS: Record<string, ReactElement> = {
  DO: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="13" height="8" fill="#002d62" />
      <rect x="17" width="13" height="8" fill="#ce1126" />
      <rect y="12" width="13" height="8" fill="#ce1126" />
      <rect x="17" y="12" width="13" height="8" fill="#002d62" />
      <circle cx="15" cy="10" r="1.4" fill="#0b7a3b" />
    </>
  ),
  CO: (
    <>
      <rect width="30" height="10" fill="#fcd116" />
      <rect y="10" width="30" height="5" fill="#003893" />
      <rect y="15" width="30" height="5" fill="#ce1126" />
    </>
  ),
};

/** The flag of a served country, beside its name; decorative, since the name is read out. */
export function CountryFlag({ countryCode }: { countryCode: string }) {
  const flag = FLAGS[countryCode];
  if (!flag) return null;
  return (
    <svg className={styles.flag} viewBox="0 0 30 20" width="30" height="20" aria-hidden="true" focusable="false" data-country={countryCode}>
      {flag}
    </svg>
  );
}
