import { graphql } from '../../gql';

/** The queries a network change can alter, refetched when they are on screen. */
export const NETWORK_QUERIES = ['CreatorRouteQuery', 'NetworkRouteQuery', 'NavCountsQuery', 'PrivacySettingsQuery', 'InboxQuery'];

export const SEND_CONNECTION_REQUEST = graphql(`
  mutation SendConnectionRequest($username: String!, $note: String) {
    sendConnectionRequest(username: $username, note: $note) {
      id
      status
    }
  }
`);

export const RESPOND_TO_CONNECTION_REQUEST = graphql(`
  mutation RespondToConnectionRequest($id: ID!, $action: ConnectionResponse!) {
    respondToConnectionRequest(id: $id, action: $action) {
      id
      status
    }
  }
`);

export const WITHDRAW_CONNECTION_REQUEST = graphql(`
  mutation WithdrawConnectionRequest($id: ID!) {
    withdrawConnectionRequest(id: $id) {
      id
      status
    }
  }
`);

export const REMOVE_CONNECTION = graphql(`
  mutation RemoveConnection($username: String!) {
    removeConnection(username: $username)
  }
`);

export const BLOCK_USER = graphql(`
  mutation BlockUser($username: String!) {
    blockUser(username: $username)
  }
`);

export const UNBLOCK_USER = graphql(`
  mutation UnblockUser($username: String!) {
    unblockUser(username: $username)
  }
`);

export const START_CONVERSATION = graphql(`
  mutation StartConversation($username: String!) {
    startConversation(username: $username) {
      id
    }
  }
`);
