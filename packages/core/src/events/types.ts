/**
 * Event names the kit tracks: the modal's use, and the start and outcome of connecting, switching networks,
 * sending, swapping, sign-in and fetching history.
 */
export const eventNames = [
  'MODAL_CREATED',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SELECT_WALLET',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'SWITCH_NETWORK',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'SWAP_INITIATED',
  'SWAP_SUCCESS',
  'SWAP_ERROR',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'ERROR_FETCH_TRANSACTIONS',
] as const

export type EventName = (typeof eventNames)[number]

export type PorticoEvent = {
  event: EventName
  properties?: Record<string, unknown> | undefined
  /** ms since epoch */
  timestamp: number
}
