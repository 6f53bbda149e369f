import { graphql } from '../../../graphql/generated';

/**
 * What the steps offer: the catalogue's categories and body styles, and the bounds of what is for
 * sale now (the sliders' ends). One car comes back too, since a page holds at least one.
 */
export const finderOptionsDocument = graphql(`
  query finderOptions($filter: FilterInput) {
    getListingCars(filter: $filter) {
      facets {
        categories { slug name count nameTranslations { en es } }
        bodyStyle { slug name count nameTranslations { en es } }
      }
      bounds {
        price { min max }
        year { min max }
        miles { min max }
      }
    }
  }
`);

export const recommendCarsDocument = graphql(`
  query recommendCars($input: RecommendationInput!) {
    recommendCars(input: $input) {
      main {
        ...CarCardFields
      }
      others {
        ...CarCardFields
      }
      matching
      mainMatches
    }
  }
`);
