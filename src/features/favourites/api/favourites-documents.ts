import { graphql } from '../../../graphql/generated';

/** Everything a favourite card shows (SPEC §2 favourite card), and the count for the header. */
graphql(`
  fragment FavouritePreferences on UserPreferences {
    id
    cars {
      count
      data {
        id
        slug
        title
        mainPicture
        mileage
        certified
        listingPrice
        status {
          slug
        }
        curboSpot {
          city {
            name
          }
        }
        offerData {
          hasOffer
          label
          labelTranslations {
            en
            es
          }
          backgroundColor
          textColor
          originalPrice
          discountPercentage
        }
      }
    }
  }
`);

export const selfUserFavoritesDocument = graphql(`
  query selfUserFavorites {
    selfUserPreferences {
      ...FavouritePreferences
    }
  }
`);

export const addFavoriteCarDocument = graphql(`
  mutation addFavoriteCar($input: FavoriteCarInput!) {
    addFavoriteCar(input: $input) {
      ...FavouritePreferences
    }
  }
`);

export const removeFavoriteCarDocument = graphql(`
  mutation removeFavoriteCar($input: FavoriteCarInput!) {
    removeFavoriteCar(input: $input) {
      ...FavouritePreferences
    }
  }
`);

export const clearAllFavoriteCarsDocument = graphql(`
  mutation clearAllFavoriteCars {
    clearAllFavoriteCars {
      ...FavouritePreferences
    }
  }
`);
