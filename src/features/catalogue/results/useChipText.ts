import { useLingui } from '@lingui/react/macro';
import { abbreviateNumber } from '../../../../common/numbers';
import type { ChipText } from '../../../lib/filters/chips';
import { useDisplayMoney } from '../../../hooks/display-currency';
import { optionLabel } from '../listing/useFilterLookups';

/** How chips read in the visitor's language and currency: 'Precio: RD $500,000 - RD $1,200,000'. */
export function useChipText(): ChipText {
  const { t, i18n } = useLingui();
  const money = useDisplayMoney();
  const labels = { price: t`Precio`, miles: t`Millaje`, year: t`Año` };
  return {
    rangeLabel: (dimension) => labels[dimension],
    bound: (dimension, value) => {
      if (dimension === 'price') return money(value);
      if (dimension === 'miles') {
        const miles = abbreviateNumber(value);
        return t`${miles} mi`;
      }
      return String(value);
    },
    optionName: (option) => optionLabel(option, i18n.locale),
  };
}
