import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '../../../ui/icons/interfaceIcons';
import type { CarDetail } from '../api/car-query';
import * as section from '../page/section.css';
import * as styles from './PapersChecked.css';

function PaperLine({ checked, children }: { checked: boolean; children: ReactNode }) {
  return (
    <li className={styles.line({ checked })}>
      {checked ? <CheckIcon /> : <AlertIcon />}
      <span>{children}</span>
    </li>
  );
}

/** Stolen cars and legal holds on titles are the first worry of Dominican buyers; this answers it up front. */
export function PapersChecked({ papers }: { papers: CarDetail['papers'] }) {
  return (
    <section className={section.card} aria-labelledby="car-papers-title">
      <h2 id="car-papers-title" className={section.title}>
        <Trans>Papeles verificados</Trans>
      </h2>
      <ul className={styles.lines}>
        <PaperLine checked={papers.titleChecked}>
          {papers.titleChecked ? (
            <Trans>Matrícula revisada: sin gravámenes ni oposiciones registradas.</Trans>
          ) : (
            <Trans>Matrícula en revisión.</Trans>
          )}
        </PaperLine>
        <PaperLine checked={papers.noOppositionChecked}>
          {papers.noOppositionChecked ? (
            <Trans>Certificado de no oposición de la DGII obtenido.</Trans>
          ) : (
            <Trans>Certificado de no oposición en trámite.</Trans>
          )}
        </PaperLine>
      </ul>
      <p className={section.muted}>
        <Trans>Nos encargamos del traspaso a tu nombre.</Trans>
      </p>
    </section>
  );
}
