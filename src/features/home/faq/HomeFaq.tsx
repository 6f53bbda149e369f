import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FAQS } from '../../../lib/routes';
import { Accordion, AccordionItem } from '../../../ui/Accordion';
import { buttonClassName } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import * as section from '../page/section.css';
import * as styles from './HomeFaq.css';
import { NewsletterSoon } from './NewsletterSoon';

const QUESTIONS: ReadonlyArray<{ id: string; question: MessageDescriptor; answer: MessageDescriptor }> = [
  {
    id: 'price',
    question: msg`¿Qué incluye el precio publicado?`,
    answer: msg`El precio del carro. Los impuestos, el traspaso, la placa y el plan de garantía se muestran aparte en el desglose de cada carro.`,
  },
  {
    id: 'reserve',
    question: msg`¿Cómo reservo un carro?`,
    answer: msg`Con un depósito de US$75, que te devolvemos si decides no seguir con la compra.`,
  },
  {
    id: 'papers',
    question: msg`¿Cómo sé que los papeles están en regla?`,
    answer: msg`Revisamos la matrícula de cada carro y obtenemos la certificación de no oposición antes de publicarlo.`,
  },
  {
    id: 'financing',
    question: msg`¿Puedo financiar mi carro?`,
    answer: msg`Sí. Con un inicial desde el 30 % eliges el plazo; la aprobación depende del análisis de crédito.`,
  },
];

export function HomeFaq() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="home-faq-title" className={`${section.section} ${section.muted}`}>
      <Container className={styles.layout}>
        <div className={styles.faq}>
          <h2 id="home-faq-title" className={section.title}>
            <Trans>Preguntas frecuentes</Trans>
          </h2>
          <Accordion>
            {QUESTIONS.map(({ id, question, answer }) => (
              <AccordionItem key={id} value={id} title={t(question)}>
                <p>{t(answer)}</p>
              </AccordionItem>
            ))}
          </Accordion>
          <Link to={FAQS} className={buttonClassName({ variant: 'link' }, styles.allQuestions)}>
            <Trans>Ver todas las preguntas</Trans>
          </Link>
        </div>
        <NewsletterSoon />
      </Container>
    </section>
  );
}
