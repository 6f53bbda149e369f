import { graphql } from '../../../graphql/generated';

/** Everything a booking of the schedule shows. */
graphql(`
  fragment StaffBookingFields on StaffBooking {
    id
    kind
    startsAt
    endsAt
    place
    status
    confirmedAt
    attendance
    carName
    carId
    personName
    email
    phone
    closed
    nextActions
  }
`);

export const staffScheduleDocument = graphql(`
  query staffSchedule($spotId: ID!, $from: String!, $to: String!) {
    staffSchedule(spotId: $spotId, from: $from, to: $to) {
      spotId
      spotName
      capacity
      bookings {
        ...StaffBookingFields
      }
      closures {
        id
        startsAt
        endsAt
        reason
      }
    }
  }
`);

export const scheduleSpotsDocument = graphql(`
  query scheduleSpots {
    getInspectionSpots {
      id
      name
    }
  }
`);

export const driveMoveSlotsDocument = graphql(`
  query driveMoveSlots($input: TestDriveSlotsInput!) {
    getTestDriveSlots(input: $input) {
      startsAt
      available
    }
  }
`);

export const inspectionMoveSlotsDocument = graphql(`
  query inspectionMoveSlots($input: InspectionSlotsInput!) {
    getInspectionSlots(input: $input) {
      startsAt
      available
    }
  }
`);

export const confirmBookingDocument = graphql(`
  mutation confirmBooking($input: BookingInput!) {
    confirmBooking(input: $input) {
      id
    }
  }
`);

export const markBookingDoneDocument = graphql(`
  mutation markBookingDone($input: BookingInput!) {
    markBookingDone(input: $input) {
      id
    }
  }
`);

export const markNoShowDocument = graphql(`
  mutation markNoShow($input: BookingInput!) {
    markNoShow(input: $input) {
      id
    }
  }
`);

export const rescheduleBookingDocument = graphql(`
  mutation rescheduleBooking($input: RescheduleBookingInput!) {
    rescheduleBooking(input: $input) {
      id
    }
  }
`);

export const setSpotCapacityDocument = graphql(`
  mutation setSpotCapacity($input: SpotCapacityInput!) {
    setSpotCapacity(input: $input) {
      id
      capacity
    }
  }
`);

export const addSpotClosureDocument = graphql(`
  mutation addSpotClosure($input: SpotClosureInput!) {
    addSpotClosure(input: $input) {
      id
      notified
    }
  }
`);

export const removeSpotClosureDocument = graphql(`
  mutation removeSpotClosure($input: ClosureInput!) {
    removeSpotClosure(input: $input) {
      id
    }
  }
`);
