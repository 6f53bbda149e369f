import { graphql } from '../../../../graphql/generated';

/** Everything a purchase card shows (SPEC §3 Purchase card: the car, how it is paid, the deposit). */
graphql(`
  fragment PurchaseCardFields on Purchase {
    id
    status
    view
    method
    expiresAt
    createdAt
    car {
      id
      slug
      title
      mainPicture
    }
    deposit {
      amount
      currency
      status
      cardBrand
      cardLast4
    }
  }
`);

export const selfPurchasesDocument = graphql(`
  query selfPurchases {
    selfPurchases {
      ...PurchaseCardFields
    }
  }
`);

export const cancelPurchaseDocument = graphql(`
  mutation cancelPurchase($input: IdInput!) {
    cancelPurchase(input: $input) {
      id
    }
  }
`);

export const archivePurchaseDocument = graphql(`
  mutation archivePurchase($input: IdInput!) {
    archivePurchase(input: $input) {
      id
    }
  }
`);

export const restorePurchaseDocument = graphql(`
  mutation restorePurchase($input: IdInput!) {
    restorePurchase(input: $input) {
      id
    }
  }
`);
