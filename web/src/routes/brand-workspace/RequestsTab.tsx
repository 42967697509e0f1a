/** Waits for the server's brand inbox (brandInbox, respondToBrandConnection). */
export const RequestsTab = (_props: { brand: { id: string; name: string } }) => null;
