import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatPrice } from '../../../../common/money';
import type { FinderStep } from '../../../../machines/car-finder/car-finder.machine';
import type { FinderAnswers } from '../../../../machines/car-finder/finder-values';
import { BASE_CURRENCY } from '../../../lib/currency/display-currency';
import { localName } from '../../../lib/i18n/local-text';
import type { FinderOption } from '../api/finder-queries';

type Names = { categories: FinderOption[]; bodyStyles: FinderOption[] };

const miles = new Intl.NumberFormat('en-US');
// A slug the catalogue no longer lists (a shared URL from before) reads as itself.
const nameOf = (slug: string, options: FinderOption[], locale: string) => {
  const option = options.find((each) => each.slug === slug);
  return option ? localName(option, locale) : slug;
};

/** One answer as the preferences screen lists it. */
export function answerText(step: FinderStep, answers: FinderAnswers, names: Names, i18n: I18n): string {
  const price = (value: number) => formatPrice(value, BASE_CURRENCY);
  switch (step) {
    case 'category':
      return (answers.category ?? []).map((slug) => nameOf(slug, names.categories, i18n.locale)).join(', ');
    case 'bodyStyle':
      return answers.bodyStyle?.bodyStyle ? nameOf(answers.bodyStyle.bodyStyle, names.bodyStyles, i18n.locale) : i18n._(msg`Sin preferencia`);
    case 'price':
      return answers.price ? `${price(answers.price.min)} – ${price(answers.price.max)}` : '';
    case 'year':
      return answers.year ? `${answers.year.min} – ${answers.year.max}` : '';
    case 'mileage':
      return answers.mileage === null ? '' : i18n._(msg`Hasta ${miles.format(answers.mileage)} mi`);
  }
}
