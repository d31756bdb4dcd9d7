/** The one wallet request the approval view shows without asking anything: ERC-5792's status of a call batch. */
export const SHOW_CALLS_STATUS = 'wallet_showCallsStatus'
