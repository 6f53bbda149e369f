import { graphql } from '../../../graphql/generated';

/** The roles of the signed-in account: what the console shows it, and whether it shows anything. */
export const staffRolesDocument = graphql(`
  query staffRoles {
    selfUser {
      id
      roles
    }
  }
`);

/** Everything a request of the appraisers' queue shows. */
graphql(`
  fragment QueueCardFields on SellRequest {
    id
    status
    offerDueAt
    offer
    offerExpiresAt
    expectedPrice
    person {
      name
      lastName
      email
      phone
    }
    car {
      brand {
        name
      }
      model {
        name
      }
      year
      trim {
        name
      }
    }
    quote {
      suggestedMinPrice
      suggestedMaxPrice
    }
    inspection {
      startsAt
    }
    inspectionReport {
      inspectedAt
      mileage
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
    spot {
      name
      city {
        name
      }
    }
  }
`);

export const staffSellRequestsDocument = graphql(`
  query staffSellRequests($status: String) {
    staffSellRequests(status: $status) {
      ...QueueCardFields
    }
  }
`);

export const listSellRequestCarDocument = graphql(`
  mutation listSellRequestCar($input: ListSellRequestCarInput!) {
    listSellRequestCar(input: $input) {
      id
    }
  }
`);

export const recordSellInspectionDocument = graphql(`
  mutation recordSellInspection($input: RecordSellInspectionInput!) {
    recordSellInspection(input: $input) {
      id
    }
  }
`);

export const makeSellOfferDocument = graphql(`
  mutation makeSellOffer($input: SellOfferInput!) {
    makeSellOffer(input: $input) {
      id
    }
  }
`);

export const staffMembersDocument = graphql(`
  query staffMembers {
    staffMembers {
      id
      name
      lastName
      email
      roles
    }
  }
`);

export const grantRoleDocument = graphql(`
  mutation grantRole($input: GrantRoleInput!) {
    grantRole(input: $input) {
      id
    }
  }
`);

export const revokeRoleDocument = graphql(`
  mutation revokeRole($input: GrantRoleInput!) {
    revokeRole(input: $input) {
      id
    }
  }
`);

/** Everything a car of the inventory list shows. */
graphql(`
  fragment InventoryCarFields on Car {
    id
    slug
    title
    year
    mileage
    mainPicture
    listingPrice
    status {
      slug
    }
    priceInfo {
      basePrice
    }
    curboSpot {
      name
    }
    nextStatuses
  }
`);

export const staffInventoryDocument = graphql(`
  query staffInventory($status: String, $search: String, $after: ID) {
    staffInventory(status: $status, search: $search, after: $after) {
      count
      nextCursor
      cars {
        ...InventoryCarFields
      }
    }
  }
`);

export const setCarStatusDocument = graphql(`
  mutation setCarStatus($input: SetCarStatusInput!) {
    setCarStatus(input: $input) {
      id
    }
  }
`);

export const setCarPriceDocument = graphql(`
  mutation setCarPrice($input: SetCarPriceInput!) {
    setCarPrice(input: $input) {
      id
    }
  }
`);

export const previewPriceChangeDocument = graphql(`
  query previewPriceChange($input: BulkPriceInput!) {
    previewPriceChange(input: $input) {
      car {
        id
        title
      }
      oldPrice
      newPrice
    }
  }
`);

export const changePricesDocument = graphql(`
  mutation changePrices($input: BulkPriceInput!) {
    changePrices(input: $input) {
      car {
        id
      }
    }
  }
`);

/** Everything the pictures screen shows of one picture. */
graphql(`
  fragment StaffCarPictureFields on StaffCarPicture {
    id
    kind
    position
    basePath
    widths
  }
`);

export const staffCarPicturesDocument = graphql(`
  query staffCarPictures($carId: ID!) {
    staffCarPictures(carId: $carId) {
      ...StaffCarPictureFields
    }
  }
`);

export const staffCarTitleDocument = graphql(`
  query staffCarTitle($carId: ID!) {
    staffCarForm(carId: $carId) {
      title
    }
  }
`);

export const setMainCarPictureDocument = graphql(`
  mutation setMainCarPicture($input: CarPictureRefInput!) {
    setMainCarPicture(input: $input) {
      id
    }
  }
`);

export const moveCarPictureDocument = graphql(`
  mutation moveCarPicture($input: MoveCarPictureInput!) {
    moveCarPicture(input: $input) {
      id
    }
  }
`);

export const removeCarPictureDocument = graphql(`
  mutation removeCarPicture($input: CarPictureRefInput!) {
    removeCarPicture(input: $input) {
      id
    }
  }
`);
