import { graphql } from '../../../graphql/generated';

/** The car a financing index is for: what the page shows of it and whether it can still be bought. */
export const financingCarDocument = graphql(`
  query getFinancingCar($slug: String!) {
    getCar(slug: $slug) {
      id
      slug
      title
      mainPicture
      listingPrice
      status { slug }
      reserved
    }
  }
`);

export const financingPlansDocument = graphql(`
  query getFinancingPlans {
    getFinancingPlans {
      slug
      name
      lender
      annualRate
      minTermMonths
      maxTermMonths
      minDownPaymentPercent
      external
      isDefault
    }
  }
`);

export const applyForFinancingDocument = graphql(`
  mutation applyForFinancing($input: FinancingApplicationInput!) {
    applyForFinancing(input: $input) {
      id
      status
      redirectUrl
      quote { monthlyPayment annualRate termMonths financedAmount totalCost }
    }
  }
`);

export const startPurchaseDocument = graphql(`
  mutation startPurchase($input: StartPurchaseInput!) {
    startPurchase(input: $input) {
      id
      method
      status
    }
  }
`);

export const prequalifyDocument = graphql(`
  mutation prequalify($input: PrequalifyInput!) {
    prequalify(input: $input) {
      id
      approved
      maxAmount
      monthlyPayment
      annualRate
      termMonths
      downPayment
    }
  }
`);
