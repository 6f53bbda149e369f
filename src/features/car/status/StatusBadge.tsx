import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '../../../ui/Badge';

// Our own words for each status of SPEC §3, so the tag follows the visitor's language.
const STATUS: Record<string, { label: MessageDescriptor; tone: BadgeProps['tone'] }> = {
  AVAILABLE: { label: msg`Disponible`, tone: 'certified' },
  COMING_SOON: { label: msg`Próximamente`, tone: 'info' },
  NOT_AVAILABLE: { label: msg`No disponible`, tone: 'neutral' },
  PENDING: { label: msg`Reservado`, tone: 'info' },
  SOLD: { label: msg`Vendido`, tone: 'sold' },
  TO_REVIEW: { label: msg`En revisión`, tone: 'neutral' },
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useLingui();
  const known = STATUS[status];
  if (!known) return null;
  return <Badge tone={known.tone}>{t(known.label)}</Badge>;
}
