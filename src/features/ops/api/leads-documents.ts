import { graphql } from '../../../graphql/generated';

/** Everything the inbox shows of a lead: its content, the person's contact as the source has it, its handling. */
graphql(`
  fragment StaffLeadFields on StaffLead {
    id
    kind
    createdAt
    name
    email
    phone
    locale
    message
    carName
    amount
    summary
    status
    assigneeEmail
    answeredAt
    closedAt
  }
`);

export const staffLeadsDocument = graphql(`
  query staffLeads($kind: String, $status: String, $after: ID) {
    staffLeads(kind: $kind, status: $status, after: $after) {
      leads {
        ...StaffLeadFields
      }
      nextCursor
    }
  }
`);

export const assignLeadDocument = graphql(`
  mutation assignLead($input: AssignLeadInput!) {
    assignLead(input: $input) {
      ...StaffLeadFields
    }
  }
`);

export const answerLeadDocument = graphql(`
  mutation answerLead($input: AnswerLeadInput!) {
    answerLead(input: $input) {
      ...StaffLeadFields
    }
  }
`);

export const closeLeadDocument = graphql(`
  mutation closeLead($input: LeadInput!) {
    closeLead(input: $input) {
      ...StaffLeadFields
    }
  }
`);

export const reopenLeadDocument = graphql(`
  mutation reopenLead($input: LeadInput!) {
    reopenLead(input: $input) {
      ...StaffLeadFields
    }
  }
`);
