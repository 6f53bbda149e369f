import { graphql } from '../../../../graphql/generated';

/** Everything a test drive card shows (SPEC §3 Test drive card: the date, the location, the car). */
graphql(`
  fragment TestDriveCardFields on TestDrive {
    id
    status
    view
    startsAt
    endsAt
    place
    outsideCoverage
    car {
      id
      slug
      title
      mainPicture
    }
    spot {
      id
      name
      address
    }
    address {
      sector
      street
      number
    }
  }
`);

export const selfTestDrivesDocument = graphql(`
  query selfTestDrives {
    selfTestDrives {
      ...TestDriveCardFields
    }
  }
`);

export const cancelTestDriveDocument = graphql(`
  mutation cancelTestDrive($input: IdInput!) {
    cancelTestDrive(input: $input) {
      id
    }
  }
`);

export const archiveTestDriveDocument = graphql(`
  mutation archiveTestDrive($input: IdInput!) {
    archiveTestDrive(input: $input) {
      id
    }
  }
`);

export const restoreTestDriveDocument = graphql(`
  mutation restoreTestDrive($input: IdInput!) {
    restoreTestDrive(input: $input) {
      id
    }
  }
`);
