import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { CAR_EDITOR_STEPS } from '../../../../machines/car-editor/car-editor.machine';
import type { CarEditorDraft, CarSaved } from '../../../../machines/car-editor/car-editor-values';
import { Stepper } from '../../../components/wizard/Stepper';
import { useWizardSteps } from '../../../components/wizard/useWizardSteps';
import { useDocumentTitle } from '../../../hooks/document-title';
import { inspect } from '../../../lib/inspector';
import { carCatalogQueryOptions } from '../../../components/car/car-catalog-query';
import { carEditor, carEditorDraft, carEditorOptionsQueryOptions, type CarEditorRef } from '../api/car-editor-query';
import { CAR_EDITOR_STEP_TITLES } from './car-editor-words';
import { InspectionStep } from './InspectionStep';
import { PapersStep } from './PapersStep';
import { ReviewStep } from './ReviewStep';
import { SaleStep } from './SaleStep';
import { VehicleStep } from './VehicleStep';
import * as styles from './CarEditor.css';

type Props = { carId: string | null; draft?: CarEditorDraft; onSaved: (car: CarSaved) => void };

const today = () => new Date().toISOString().slice(0, 10);

/** /ops/inventory/new and /ops/inventory/$carId/edit: the car editor's wizard, its draft kept in this tab. */
export function CarEditorPage({ carId, draft, onSaved }: Props) {
  const { t } = useLingui();
  const title = carId === null ? t`Nuevo auto` : t`Editar auto`;
  useDocumentTitle(title);
  // Read once: a draft of this tab wins over the car as the server has it; the machine is the truth afterwards.
  const [start] = useState(() => ({ snapshot: carEditorDraft(carId).restore(), input: { today: today(), carId, draft } }));
  const wizard = useActorRef(carEditor, { snapshot: start.snapshot as never, input: start.input, inspect });
  useEffect(() => carEditorDraft(carId).keep(wizard), [wizard, carId]);
  const saved = useSelector(wizard, (snapshot) => (snapshot.status === 'done' ? snapshot.output : undefined));
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);
  return (
    <section aria-labelledby="ops-car-editor-title" className={styles.page}>
      <h2 id="ops-car-editor-title">{title}</h2>
      <EditorSteps wizard={wizard} />
    </section>
  );
}

function EditorSteps({ wizard }: { wizard: CarEditorRef }) {
  const { t, i18n } = useLingui();
  const { data: brands } = useSuspenseQuery(carCatalogQueryOptions());
  const { data: options } = useSuspenseQuery(carEditorOptionsQueryOptions());
  const { current, visited, goto } = useWizardSteps(wizard, CAR_EDITOR_STEPS);
  const children = useSelector(wizard, (snapshot) => snapshot.children);
  if (!current) return null;
  const steps = CAR_EDITOR_STEPS.map((id) => ({ id, title: i18n._(CAR_EDITOR_STEP_TITLES[id]) }));
  const title = i18n._(CAR_EDITOR_STEP_TITLES[current]);
  const back = () => wizard.send({ type: 'step.back' });
  return (
    <>
      <Stepper steps={steps} current={current} visited={visited} onGoto={goto} label={t`Pasos para guardar el auto`} />
      {current === 'vehicle' && children.vehicleForm ? <VehicleStep form={children.vehicleForm} title={title} brands={brands} options={options} /> : null}
      {current === 'sale' && children.saleForm ? <SaleStep form={children.saleForm} title={title} spots={options.spots} onBack={back} /> : null}
      {current === 'papers' && children.papersForm ? <PapersStep form={children.papersForm} title={title} onBack={back} /> : null}
      {current === 'inspection' && children.inspectionForm ? <InspectionStep form={children.inspectionForm} title={title} areas={options.inspectionAreas} onBack={back} /> : null}
      {current === 'review' && children.reviewForm ? <ReviewStep wizard={wizard} form={children.reviewForm} title={title} brands={brands} onBack={back} /> : null}
    </>
  );
}
