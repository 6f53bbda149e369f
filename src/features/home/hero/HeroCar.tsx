import * as styles from './HeroCar.css';

/** Decorative drawing for the hero: a car on the coast road at sunset. */
export function HeroCar() {
  return (
    <svg className={styles.svg} viewBox="0 0 480 300" aria-hidden="true" focusable="false">
      <circle className={styles.sun} cx="360" cy="90" r="54" />
      <path className={styles.wave} d="M20 150c30-18 60-18 90 0s60 18 90 0 60-18 90 0 60 18 90 0 60-18 90 0" />
      <path className={styles.wave} d="M50 118c30-18 60-18 90 0s60 18 90 0 60-18 90 0" />
      <rect className={styles.road} x="0" y="246" width="480" height="54" rx="8" />
      <path
        className={styles.body}
        d="M44 226v-26c2-16 14-24 30-26l72-10 44-36c12-9 24-12 40-12h96c22 0 36 6 50 20l36 30 30 6c18 4 26 14 26 30v24c0 8-6 12-14 12H56c-8 0-12-4-12-12z"
      />
      <path className={styles.glass} d="M158 162l40-32c8-6 16-8 26-8h44v40z" />
      <path className={styles.glass} d="M282 122h42c14 0 24 4 34 14l26 26H282z" />
      <rect className={styles.trim} x="420" y="192" width="24" height="10" rx="5" />
      <circle className={styles.tyre} cx="128" cy="238" r="30" />
      <circle className={styles.rim} cx="128" cy="238" r="13" />
      <circle className={styles.tyre} cx="370" cy="238" r="30" />
      <circle className={styles.rim} cx="370" cy="238" r="13" />
    </svg>
  );
}
