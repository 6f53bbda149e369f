import { Trans } from '@lingui/react/macro';
import { Accordion, AccordionItem } from '../../../ui/Accordion';
import { Badge } from '../../../ui/Badge';
import type { CarDetail } from '../api/car-query';
import { localName, localText } from '../../../lib/i18n/local-text';
import * as styles from './InspectionReport.css';
import { PointResult } from './PointResult';

type Area = NonNullable<CarDetail['inspection']>['areas'][number];

/** The checklist by area; an area's heading already says how many points need a look. */
export function InspectionAreas({ areas, locale }: { areas: readonly Area[]; locale: string }) {
  return (
    <Accordion>
      {areas.map((area) => {
        const total = area.points.length;
        const flagged = area.points.filter((point) => point.result !== 'ok').length;
        return (
          <AccordionItem
            key={area.slug}
            value={area.slug}
            headingLevel={4}
            title={
              <>
                {localName(area, locale)}
                <span className={styles.areaCount}>
                  {flagged > 0 ? (
                    <Badge tone="offer">
                      <Trans>{flagged} con nota</Trans>
                    </Badge>
                  ) : null}
                  <Trans>{total} puntos</Trans>
                </span>
              </>
            }
          >
            <ul className={styles.points}>
              {area.points.map((point) => (
                <li key={point.slug} className={styles.point}>
                  <PointResult result={point.result} />
                  {localName(point, locale)}
                  {point.note ? <span className={styles.pointNote}>{localText(point.noteTranslations, point.note, locale)}</span> : null}
                </li>
              ))}
            </ul>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
