import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { carPicturesMachine } from '../../../../machines/car-pictures/car-pictures.machine';
import { ConfirmQuestion } from '../../../components/feedback/ConfirmQuestion';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import type { CarPicture } from '../api/pictures-query';
import { KIND_WORDS } from './picture-words';
import * as styles from './Pictures.css';

type Props = {
  picture: CarPicture;
  /** How many pictures share its kind, to offer "earlier" and "later" only where they move it. */
  ofKind: number;
  pictures: ActorRefFrom<typeof carPicturesMachine>;
};

/** One picture with what may be done to it: made the main one, moved, removed after a question. */
export function PictureItem({ picture, ofKind, pictures }: Props) {
  const { t, i18n } = useLingui();
  const kind = i18n._(KIND_WORDS[picture.kind] ?? KIND_WORDS.exterior!);
  const number = picture.position + 1;
  const name = picture.kind === 'main' ? t`Foto principal` : t`${kind} ${number}`;
  const asking = useSelector(pictures, (snapshot) => snapshot.hasTag('question') && snapshot.context.removing === picture.id);
  const idle = useSelector(pictures, (snapshot) => snapshot.matches('idle'));
  const width = picture.widths.includes(428) ? 428 : Math.max(...picture.widths);
  return (
    <li className={styles.item} aria-label={name}>
      <img className={styles.photo} src={`${picture.basePath}-${width}.webp`} alt={name} width={428} height={268} loading="lazy" />
      <div className={styles.actions}>
        <Badge tone={picture.kind === 'main' ? 'certified' : 'neutral'}>{kind}</Badge>
      </div>
      {asking ? (
        <ConfirmQuestion
          label={name}
          question={<Trans>¿Quitar la foto «{name}»? No se puede deshacer.</Trans>}
          confirmLabel={<Trans>Sí, quitar</Trans>}
          onConfirm={() => pictures.send({ type: 'remove.confirm' })}
          onDeny={() => pictures.send({ type: 'remove.deny' })}
        />
      ) : (
        <div className={styles.actions}>
          {picture.kind === 'exterior' ? (
            <Button size="sm" variant="secondary" disabled={!idle} onClick={() => pictures.send({ type: 'picture.setMain', pictureId: picture.id })} aria-label={t`Hacer principal la foto «${name}»`}>
              <Trans>Hacer principal</Trans>
            </Button>
          ) : null}
          {picture.kind !== 'main' && picture.position > 0 ? (
            <Button size="sm" variant="secondary" disabled={!idle} onClick={() => pictures.send({ type: 'picture.move', pictureId: picture.id, position: picture.position - 1 })} aria-label={t`Mover antes la foto «${name}»`}>
              <Trans>Antes</Trans>
            </Button>
          ) : null}
          {picture.kind !== 'main' && picture.position < ofKind - 1 ? (
            <Button size="sm" variant="secondary" disabled={!idle} onClick={() => pictures.send({ type: 'picture.move', pictureId: picture.id, position: picture.position + 1 })} aria-label={t`Mover después la foto «${name}»`}>
              <Trans>Después</Trans>
            </Button>
          ) : null}
          <Button size="sm" variant="danger" disabled={!idle} onClick={() => pictures.send({ type: 'picture.remove', pictureId: picture.id })} aria-label={t`Quitar la foto «${name}»`}>
            <Trans>Quitar</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
