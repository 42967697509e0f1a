import { graphql } from '../../gql';

export const Participant_participant = graphql(`
  fragment Participant_participant on ConversationParticipant {
    id
    kind
    displayName
    username
    brandSlug
    avatarUrl
  }
`);

export const INBOX_QUERY = graphql(`
  query InboxQuery($requests: Boolean!, $after: String) {
    viewer {
      id
      conversations(first: 30, after: $after, requests: $requests) {
        totalCount
        edges {
          cursor
          node {
            id
            ...InboxRow_conversation
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

/** Apart from the inbox: in one query the two lists would pass the API's cost limit. */
export const REQUEST_COUNT_QUERY = graphql(`
  query MessageRequestCountQuery {
    viewer {
      id
      messageRequests: conversations(first: 1, requests: true) {
        totalCount
      }
    }
  }
`);

export const CONVERSATION_QUERY = graphql(`
  query ConversationQuery($id: ID!, $before: String, $after: String) {
    conversation(id: $id) {
      id
      isRequest
      asBrand
      brand {
        id
        name
        viewerBlocked
      }
      other {
        ...Participant_participant
      }
      canSend {
        allowed
        asRequest
        reason
      }
      messages(last: 30, before: $before, after: $after) {
        edges {
          cursor
          node {
            ...MessageBubble_message
          }
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
    }
  }
`);
