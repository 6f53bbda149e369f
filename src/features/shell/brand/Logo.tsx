import * as styles from './Logo.css';

type LogoProps = {
  /** The narrow header shows the mark alone. */
  short?: boolean;
};

/** The brand mark (two waves on a tile) beside the name; decorative, the link around it names it. */
export function Logo({ short = false }: LogoProps) {
  return (
    <span className={styles.logo} aria-hidden="true">
      <svg className={styles.mark} viewBox="0 0 36 36" focusable="false">
        <rect className={styles.tile} width="36" height="36" rx="10" />
        <path className={styles.wave} d="M7 22c3.5-6 7.5-6 11 0s7.5 6 11 0" />
        <path className={styles.crest} d="M9 13.5c2.5-3 5.5-3 9 0s6.5 3 9 0" />
      </svg>
      {short ? null : (
        <span>
          Ola <span className={styles.lightWord}>Cars</span>
        </span>
      )}
    </span>
  );
}
