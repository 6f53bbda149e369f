import { graphql } from '../../../graphql/generated';

/** The car a test drive is booked for: what the flow shows of it, and its spot (where the drive starts). */
export const testDriveCarDocument = graphql(`
  query getTestDriveCar($slug: String!) {
    getCar(slug: $slug) {
      id
      slug
      title
      mainPicture
      year
      status { slug }
      reserved
      curboSpot { id name address latitude longitude city { name } }
    }
  }
`);

export const testDriveSlotsDocument = graphql(`
  query getTestDriveSlots($input: TestDriveSlotsInput!) {
    getTestDriveSlots(input: $input) {
      startsAt
      endsAt
      available
      spotId
    }
  }
`);

export const scheduleTestDriveDocument = graphql(`
  mutation scheduleTestDrive($input: ScheduleTestDriveInput!) {
    scheduleTestDrive(input: $input) {
      id
      startsAt
      endsAt
      place
      outsideCoverage
      calendarFile
      spot { name address }
      address { sector street number }
    }
  }
`);
