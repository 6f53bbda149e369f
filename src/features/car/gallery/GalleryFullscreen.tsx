import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { IconButton } from '../../../ui/IconButton';
import { ChevronIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './CarGallery.css';
import { pictureSrc, pictureSrcSet } from '../../../../common/car-pictures';
import type { GalleryPicture } from './picture-sources';

type Props = {
  title: string;
  picture: GalleryPicture;
  position: number;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStep: (step: 1 | -1) => void;
};

/** The photo as large as the screen allows; arrow keys and buttons keep turning through the same set. */
export function GalleryFullscreen({ title, picture, position, count, open, onOpenChange, onStep }: Props) {
  const { t } = useLingui();
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    onStep(step);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} closeLabel={t`Cerrar`} size="lg" onKeyDown={onKeyDown}>
        <div className={styles.fullscreenStage}>
          <img
            className={styles.image}
            src={pictureSrc(picture, 1200)}
            srcSet={pictureSrcSet(picture)}
            sizes="(min-width: 760px) 760px, 100vw"
            width={picture.width}
            height={picture.height}
            alt={t`${title}, foto ${position} de ${count}`}
          />
          <IconButton label={t`Foto anterior`} variant="secondary" className={styles.previous} onClick={() => onStep(-1)}>
            <ChevronIcon direction="left" />
          </IconButton>
          <IconButton label={t`Foto siguiente`} variant="secondary" className={styles.next} onClick={() => onStep(1)}>
            <ChevronIcon direction="right" />
          </IconButton>
          <span className={styles.counter} aria-live="polite">
            {position} / {count}
          </span>
        </div>
      </DialogContent>
    </Dialog>
  );
}
