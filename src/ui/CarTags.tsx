import { useLingui } from '@lingui/react/macro';
import { Badge } from './Badge';

export type CarTagsProps = {
  sold: boolean;
  certified: boolean;
  /** The offer's own label and colours (colours only when readable); absent without an offer. */
  offer?: { label: string | null; colors?: { background: string; text: string } };
  className?: string;
};

/** The tags over a car's photo (SPEC §2 cards): sold, certified, offer — the same on every card. */
export function CarTags({ sold, certified, offer, className }: CarTagsProps) {
  const { t } = useLingui();
  return (
    <div className={className}>
      {sold ? <Badge tone="sold">{t`Vendido`}</Badge> : null}
      {certified ? <Badge tone="certified">{t`Certificado`}</Badge> : null}
      {offer ? (
        <Badge tone="offer" colors={offer.colors}>
          {offer.label ?? t`Oferta`}
        </Badge>
      ) : null}
    </div>
  );
}
