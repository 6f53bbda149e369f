import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { SellRequestSaved, SellRequestToEdit } from '../../../../machines/sell-edit/sell-edit-values';
import { LockedForm } from '../../../components/form/LockedForm';
import { inspect } from '../../../lib/inspector';
import { USER_SELLING } from '../../../lib/routes';
import { Button, buttonClassName } from '../../../ui/Button';
import { AddressFields } from '../address/AddressFields';
import { PersonFields } from '../../../components/person/PersonFields';
import { PriceFields } from '../price/PriceFields';
import { InspectionFacts } from '../success/InspectionFacts';
import { SELL_STEP_TITLES } from '../wizard/sell-step-titles';
import { type SellEditRef, sellEdit } from './edit-actors';
import { ScheduleSection } from './ScheduleSection';
import * as styles from './EditSalePage.css';

/** The request's four parts in one form, saved together; then what was saved. */
export function EditSale({ title, request }: { title: string; request: SellRequestToEdit }) {
  const edit = useActorRef(sellEdit, { input: request, inspect });
  const saved = useSelector(edit, (snapshot) => snapshot.output?.saved ?? null);
  if (saved) return <EditSaved title={title} saved={saved} />;
  return <EditForm edit={edit} title={title} />;
}

function EditForm({ edit, title }: { edit: SellEditRef; title: string }) {
  const { i18n } = useLingui();
  const form = useSelector(edit, (snapshot) => snapshot.children.sellEditForm);
  const quote = useSelector(edit, (snapshot) => snapshot.context.quote);
  const busy = useSelector(edit, (snapshot) => snapshot.hasTag('busy'));
  if (!form) return null;
  const section = (step: keyof typeof SELL_STEP_TITLES) => i18n._(SELL_STEP_TITLES[step]);
  return (
    <LockedForm form={form} labelledBy="edit-sale-title" fieldsetClassName={styles.sections}>
      <h1 id="edit-sale-title" className={styles.title}>
        <Trans>Editar la venta de tu {title}</Trans>
      </h1>
      <section className={styles.section} aria-labelledby="edit-sale-price">
        <h2 id="edit-sale-price" className={styles.sectionTitle}>
          {section('price')}
        </h2>
        <PriceFields form={form} quote={quote} />
      </section>
      <section className={styles.section} aria-labelledby="edit-sale-person">
        <h2 id="edit-sale-person" className={styles.sectionTitle}>
          {section('person')}
        </h2>
        <PersonFields form={form} />
      </section>
      <section className={styles.section} aria-labelledby="edit-sale-address">
        <h2 id="edit-sale-address" className={styles.sectionTitle}>
          {section('address')}
        </h2>
        <AddressFields host={edit} form={form} />
      </section>
      <section className={styles.section} aria-labelledby="edit-sale-schedule">
        <h2 id="edit-sale-schedule" className={styles.sectionTitle}>
          {section('schedule')}
        </h2>
        <ScheduleSection edit={edit} form={form} />
      </section>
      <div className={styles.actions}>
        <Link to={USER_SELLING} className={buttonClassName({ variant: 'secondary' })}>
          <Trans>Volver sin guardar</Trans>
        </Link>
        <Button type="submit" variant="primary" loading={busy}>
          <Trans>Guardar cambios</Trans>
        </Button>
      </div>
    </LockedForm>
  );
}

function EditSaved({ title, saved }: { title: string; saved: SellRequestSaved }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.gone} aria-labelledby="edit-sale-saved">
      <h1 id="edit-sale-saved" ref={heading} tabIndex={-1} className={styles.title}>
        <Trans>Guardamos los cambios de tu {title}</Trans>
      </h1>
      <InspectionFacts booked={saved} />
      <Link to={USER_SELLING} className={buttonClassName({ variant: 'primary' })}>
        <Trans>Ir a mis ventas</Trans>
      </Link>
    </section>
  );
}
