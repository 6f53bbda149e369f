import { useLingui } from '@lingui/react/macro';
import type { FindingValues } from '../../../../machines/car-editor/car-editor-values';
import { Accordion, AccordionItem } from '../../../ui/Accordion';
import { Select } from '../../../ui/Select';
import { Stack } from '../../../ui/Stack';
import { TextField } from '../../../ui/TextField';
import type { CarEditorOptions } from '../api/car-editor-query';
import { RESULT_WORDS } from './car-editor-words';

type Props = { areas: CarEditorOptions['inspectionAreas']; findings: FindingValues[]; problem: string | undefined; onChange: (findings: FindingValues[]) => void };

/**
 * The checklist by area: every point passes unless marked repaired or needing attention, with a
 * note. Only the points marked go into the report, as the report stores them.
 */
export function InspectionAreas({ areas, findings, problem, onChange }: Props) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'es';
  const findingOf = new Map(findings.map((finding) => [finding.point, finding]));
  const setResult = (point: string, result: string) =>
    onChange(result === 'ok' ? findings.filter((finding) => finding.point !== point) : findingOf.has(point) ? findings.map((finding) => (finding.point === point ? { ...finding, result: result as FindingValues['result'] } : finding)) : [...findings, { point, result: result as FindingValues['result'], note: '' }]);
  const setNote = (point: string, note: string) => onChange(findings.map((finding) => (finding.point === point ? { ...finding, note } : finding)));
  const results = (['ok', 'repaired', 'attention'] as const).map((value) => ({ value, label: i18n._(RESULT_WORDS[value]) }));
  return (
    <Stack gap="sm">
      <p role={problem ? 'alert' : undefined}>{problem ?? t`${findings.length} puntos anotados`}</p>
      <Accordion>
        {areas.map((area) => {
          const marked = area.points.filter((point) => findingOf.has(point.slug)).length;
          const areaName = area.nameTranslations[language];
          return (
            <AccordionItem key={area.slug} value={area.slug} title={t`${areaName} (${marked})`}>
              <Stack gap="sm">
                {area.points.map((point) => {
                  const finding = findingOf.get(point.slug);
                  const pointName = point.nameTranslations[language];
                  return (
                    <div key={point.slug}>
                      <Select label={pointName} options={results} value={finding?.result ?? 'ok'} onValueChange={(value) => setResult(point.slug, value)} />
                      {finding ? <TextField label={t`Nota sobre ${pointName}`} required maxLength={200} value={finding.note} onChange={(event) => setNote(point.slug, event.target.value)} /> : null}
                    </div>
                  );
                })}
              </Stack>
            </AccordionItem>
          );
        })}
      </Accordion>
    </Stack>
  );
}
