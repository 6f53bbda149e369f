import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { FINDER_STEPS } from '../../../../machines/car-finder/car-finder.machine';
import type { FinderPreferences } from '../../../../machines/car-finder/finder-values';
import { Stepper } from '../../../components/wizard/Stepper';
import { useWizardSteps } from '../../../components/wizard/useWizardSteps';
import { inspect } from '../../../lib/inspector';
import { Container } from '../../../ui/Container';
import { carFinder, type CarFinderRef } from '../api/finder-actors';
import type { FinderOptions } from '../api/finder-queries';
import { FinderHome } from '../home/FinderHome';
import { finderDraft } from '../page/finder-draft';
import { FinderPreferences as PreferencesScreen } from '../preferences/FinderPreferences';
import { FinderResults, type RenderCar } from '../results/FinderResults';
import { BodyStyleStep } from '../steps/BodyStyleStep';
import { CategoryStep } from '../steps/CategoryStep';
import { MileageStep, PriceStep, YearStep } from '../steps/RangeSteps';
import { FINDER_STEP_TITLES } from './finder-step-titles';
import { useResultsUrl } from './useResultsUrl';
import * as styles from './FinderWizard.css';

type FinderWizardProps = {
  options: FinderOptions;
  /** Preferences of a shared results URL: they open the results, over any draft in this tab. */
  shared: FinderPreferences | null;
  renderCar: RenderCar;
};

/** The car finder (decision 21): home, the five steps under the stepper, the results and the preferences. */
export function FinderWizard({ options, shared, renderCar }: FinderWizardProps) {
  // Read once: the URL or the draft starts the actor; the machine is the truth afterwards.
  const [start] = useState(() => ({ snapshot: shared ? undefined : finderDraft.restore(), input: { bounds: options.bounds, preferences: shared } }));
  const finder = useActorRef(carFinder, { snapshot: start.snapshot as never, input: start.input, inspect });
  useEffect(() => finderDraft.keep(finder), [finder]);
  useResultsUrl(finder);
  const screen = useSelector(finder, (snapshot) => (snapshot.matches('home') ? 'home' : snapshot.matches('results') ? 'results' : snapshot.matches('preferences') ? 'preferences' : 'steps'));
  return (
    <Container width={screen === 'results' ? 'page' : 'narrow'} className={styles.wizard}>
      {screen === 'home' ? <FinderHome onStart={() => finder.send({ type: 'finder.start' })} /> : null}
      {screen === 'steps' ? <FinderSteps finder={finder} options={options} /> : null}
      {screen === 'results' ? <FinderResults finder={finder} renderCar={renderCar} /> : null}
      {screen === 'preferences' ? <PreferencesScreen finder={finder} options={options} /> : null}
    </Container>
  );
}

function FinderSteps({ finder, options }: { finder: CarFinderRef; options: FinderOptions }) {
  const { t, i18n } = useLingui();
  const { current, visited, goto } = useWizardSteps(finder, FINDER_STEPS);
  const children = useSelector(finder, (snapshot) => snapshot.children);
  if (!current) return null;
  const steps = FINDER_STEPS.map((id) => ({ id, title: i18n._(FINDER_STEP_TITLES[id]) }));
  const props = { title: i18n._(FINDER_STEP_TITLES[current]), onBack: () => finder.send({ type: 'step.back' }) };
  return (
    <>
      <Stepper steps={steps} current={current} visited={visited} onGoto={goto} label={t`Pasos para encontrar tu carro`} />
      {current === 'category' && children.categoryForm ? <CategoryStep form={children.categoryForm} categories={options.categories} {...props} /> : null}
      {current === 'bodyStyle' && children.bodyStyleForm ? <BodyStyleStep form={children.bodyStyleForm} bodyStyles={options.bodyStyles} {...props} /> : null}
      {current === 'price' && children.priceForm ? <PriceStep form={children.priceForm} {...props} /> : null}
      {current === 'year' && children.yearForm ? <YearStep form={children.yearForm} {...props} /> : null}
      {current === 'mileage' && children.mileageForm ? <MileageStep form={children.mileageForm} {...props} /> : null}
    </>
  );
}
