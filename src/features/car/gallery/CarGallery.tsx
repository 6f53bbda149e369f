import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { useIdleOrNear } from '../../../hooks/idle-or-near';
import { lazyNamed, useOpenedOnce } from '../../../ui/deferPopup';
import { IconButton } from '../../../ui/IconButton';
import { ChevronIcon, SearchIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './CarGallery.css';
import { GalleryThumbnails } from './GalleryThumbnails';
import { GALLERY_STAGE_MIN_WIDTH, GALLERY_STAGE_SIZES, orderPictures, pictureSrc, pictureSrcSet } from '../../../../common/car-pictures';
import { stepIndex, type GalleryPicture } from './picture-sources';
import { useSwipe } from './useSwipe';

// The full-screen dialog (Radix Dialog, focus trap, scroll lock) is mounted, closed, once the page has
// painted: by the time the zoom button is pressed it opens at once and hears the keys pressed next.
const GalleryFullscreen = lazyNamed(() => import('./GalleryFullscreen'), 'GalleryFullscreen');

/** Main, exterior and interior pictures: arrows, keyboard, swipe and thumbnails move through them. */
export function CarGallery({ title, pictures }: { title: string; pictures: readonly GalleryPicture[] }) {
  const { t } = useLingui();
  const ordered = orderPictures(pictures);
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const { ref, ready } = useIdleOrNear<HTMLElement>();
  const zoomedOnce = useOpenedOnce(zoomed);
  const go = (step: 1 | -1) => setIndex((current) => stepIndex(current, step, ordered.length));
  const swipe = useSwipe(go);
  const picture = ordered[index];
  if (!picture) return null;
  const position = index + 1;
  const count = ordered.length;
  return (
    <section ref={ref} className={styles.gallery} aria-roledescription={t`galería`} aria-label={t`Fotos de ${title}`}>
      <div className={styles.stage} {...swipe}>
        <img
          className={styles.image}
          src={pictureSrc(picture, GALLERY_STAGE_MIN_WIDTH)}
          srcSet={pictureSrcSet(picture)}
          sizes={GALLERY_STAGE_SIZES}
          width={picture.width}
          height={picture.height}
          alt={t`${title}, foto ${position} de ${count}`}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          draggable={false}
        />
        <IconButton label={t`Foto anterior`} variant="secondary" className={styles.previous} onClick={() => go(-1)}>
          <ChevronIcon direction="left" />
        </IconButton>
        <IconButton label={t`Foto siguiente`} variant="secondary" className={styles.next} onClick={() => go(1)}>
          <ChevronIcon direction="right" />
        </IconButton>
        <IconButton label={t`Ampliar foto`} variant="secondary" className={styles.zoom} onClick={() => setZoomed(true)}>
          <SearchIcon />
        </IconButton>
        <span className={styles.counter} aria-live="polite">
          {position} / {count}
        </span>
      </div>
      {ready || zoomedOnce ? (
        <Suspense fallback={null}>
          <GalleryFullscreen title={title} picture={picture} position={position} count={count} open={zoomed} onOpenChange={setZoomed} onStep={go} />
        </Suspense>
      ) : null}
      <GalleryThumbnails pictures={ordered} current={index} onPick={setIndex} label={t`Elegir foto`} />
    </section>
  );
}
