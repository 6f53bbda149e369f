import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { carPicturesMachine, QueuedFile } from '../../../../machines/car-pictures/car-pictures.machine';
import { Button } from '../../../ui/Button';
import { uploadProblem } from './picture-words';
import * as styles from './Pictures.css';

let nextKey = 0;
const queued = (files: FileList | null): QueuedFile[] => Array.from(files ?? [], (file) => ({ key: `${nextKey++}`, name: file.name, file }));

/** Choosing or dropping files, outside or inside pictures, the progress of each, and the files refused with what to do. */
export function PictureUpload({ pictures }: { pictures: ActorRefFrom<typeof carPicturesMachine> }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const kind = useSelector(pictures, (snapshot) => snapshot.context.kind);
  const uploading = useSelector(pictures, (snapshot) => snapshot.hasTag('uploading'));
  const current = useSelector(pictures, (snapshot) => (snapshot.hasTag('uploading') ? snapshot.context.queue[0]?.name : undefined));
  const waiting = useSelector(pictures, (snapshot) => Math.max(0, snapshot.context.queue.length - 1));
  const progress = useSelector(pictures, (snapshot) => snapshot.context.progress);
  const failures = useSelector(pictures, (snapshot) => snapshot.context.failures);
  const percent = Math.round(progress * 100);

  const add = (files: FileList | null) => pictures.send({ type: 'files.add', files: queued(files) });

  // Dropping files is a shortcut for a pointer; the file input serves the keyboard and screen readers.
  const zone = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = zone.current;
    if (!element) return;
    const over = (event: DragEvent) => {
      event.preventDefault();
      setOver(true);
    };
    const leave = () => setOver(false);
    const drop = (event: DragEvent) => {
      event.preventDefault();
      setOver(false);
      pictures.send({ type: 'files.add', files: queued(event.dataTransfer?.files ?? null) });
    };
    element.addEventListener('dragover', over);
    element.addEventListener('dragleave', leave);
    element.addEventListener('drop', drop);
    return () => {
      element.removeEventListener('dragover', over);
      element.removeEventListener('dragleave', leave);
      element.removeEventListener('drop', drop);
    };
  }, [pictures]);

  return (
    <section ref={zone} aria-labelledby={`${inputId}-title`} className={`${styles.upload} ${over ? styles.dropping : ''}`}>
      <h3 id={`${inputId}-title`}>
        <Trans>Subir fotos</Trans>
      </h3>
      <fieldset className={styles.kinds}>
        <legend>
          <Trans>Qué muestran las fotos</Trans>
        </legend>
        <label>
          <input type="radio" name={`${inputId}-kind`} checked={kind === 'exterior'} onChange={() => pictures.send({ type: 'kind.choose', kind: 'exterior' })} /> <Trans>Exterior</Trans>
        </label>
        <label>
          <input type="radio" name={`${inputId}-kind`} checked={kind === 'interior'} onChange={() => pictures.send({ type: 'kind.choose', kind: 'interior' })} /> <Trans>Interior</Trans>
        </label>
      </fieldset>
      <div className={styles.uploadBar}>
        <label htmlFor={inputId}>
          <Trans>Elegir fotos</Trans>
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.fileInput}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => {
            add(event.currentTarget.files);
            // The same file may be chosen again after a failure.
            event.currentTarget.value = '';
          }}
        />
        <Button size="sm" variant="secondary" onClick={() => input.current?.click()}>
          <Trans>Buscar en el equipo</Trans>
        </Button>
      </div>
      <p className={styles.note}>
        <Trans>O arrastra las fotos hasta aquí. JPEG, PNG o WebP, de 640 × 400 píxeles a 15 MB. La primera foto de un coche sin fotos será la principal.</Trans>
      </p>
      {uploading && current ? (
        <output className={styles.status}>
          <label>
            {waiting > 0 ? <Trans>Subiendo {current} ({percent} %), quedan {waiting}</Trans> : <Trans>Subiendo {current} ({percent} %)</Trans>}
            <progress className={styles.progress} max={100} value={percent} />
          </label>
        </output>
      ) : null}
      {failures.length > 0 ? (
        <ul className={styles.failures} aria-label={t`Fotos no subidas`}>
          {failures.map((failure) => {
            const name = failure.name;
            return (
              <li key={failure.key} className={styles.failure}>
                <p className={styles.failureText}>
                  <strong>{name}</strong>: {i18n._(uploadProblem(failure.error))}
                </p>
                <Button size="sm" variant="secondary" onClick={() => pictures.send({ type: 'failure.dismiss', key: failure.key })} aria-label={t`Cerrar el aviso de ${name}`}>
                  <Trans>Cerrar</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
