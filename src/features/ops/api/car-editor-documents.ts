import { graphql } from '../../../graphql/generated';

export const staffCarOptionsDocument = graphql(`
  query staffCarOptions {
    staffCarOptions {
      colors {
        slug
        name
        nameTranslations {
          en
          es
        }
        hex
      }
      spots {
        id
        slug
        name
      }
      countryVersions {
        slug
        name
        nameTranslations {
          en
          es
        }
      }
      inspectionAreas {
        slug
        nameTranslations {
          en
          es
        }
        points {
          slug
          nameTranslations {
            en
            es
          }
        }
      }
    }
  }
`);

export const staffCarFormDocument = graphql(`
  query staffCarForm($carId: ID!) {
    staffCarForm(carId: $carId) {
      carId
      status
      vehicle {
        brand
        model
        year
        trim
        exteriorColor
        interiorColor
        countryVersion
      }
      sale {
        spot
        sellerType
        certified
        mileage
        vin
        licensePlate
        keys
        owners
        price
        offer {
          originalPrice
          labelEs
          labelEn
          backgroundColor
          textColor
        }
      }
      papers {
        titleChecked
        noOppositionChecked
      }
      inspection {
        inspectedAt
        wheels {
          position
          treadDepthMm
          brakePadMm
        }
        findings {
          point
          result
          note
        }
      }
    }
  }
`);

export const createCarDocument = graphql(`
  mutation createCar($input: CreateCarInput!) {
    createCar(input: $input) {
      id
      slug
    }
  }
`);

export const updateCarDocument = graphql(`
  mutation updateCar($input: UpdateCarInput!) {
    updateCar(input: $input) {
      id
      slug
    }
  }
`);

/** The trim chosen, with what a car of it is: shown under the selects. */
export const staffTrimDocument = graphql(`
  query staffTrim($slug: String!) {
    staffTrim(slug: $slug) {
      slug
      bodyStyle {
        name
        nameTranslations {
          en
          es
        }
      }
      fuelType {
        name
        nameTranslations {
          en
          es
        }
      }
      transmission {
        name
        nameTranslations {
          en
          es
        }
      }
      driveTrain {
        name
        nameTranslations {
          en
          es
        }
      }
      specs {
        engineDisplacementL
        horsepowerHp
        seats
        doors
      }
    }
  }
`);
