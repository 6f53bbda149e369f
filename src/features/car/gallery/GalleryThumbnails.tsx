import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import * as styles from './CarGallery.css';
import { pictureSrc } from '../../../../common/car-pictures';
import { stepIndex, type GalleryPicture } from './picture-sources';

type Props = { pictures: readonly GalleryPicture[]; current: number; onPick: (index: number) => void; label: string };

const KEY_STEPS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The thumbnails are a tab list (the APG tabbed carousel): one tab stop, arrow keys move between photos. */
export function GalleryThumbnails({ pictures, current, onPick, label }: Props) {
  const { t } = useLingui();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = stepIndex(current, step, pictures.length);
    onPick(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} tabIndex={-1} className={styles.thumbs} data-no-swipe onKeyDown={onKeyDown}>
      {pictures.map((picture, index) => {
        const position = index + 1;
        const selected = index === current;
        return (
          <button
            key={picture.basePath}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={styles.thumb}
            aria-label={t`Ver foto ${position}`}
            onClick={() => onPick(index)}
          >
            <img className={styles.image} src={pictureSrc(picture, 160)} width={88} height={59} alt="" loading="lazy" />
          </button>
        );
      })}
    </div>
  );
}
