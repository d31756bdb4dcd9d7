import type { CaipNetworkId } from '../../caip/types.js'

/** Every network-dependent call names its network; unsupported networks get an empty answer, no request. */
export type NetworkScoped = { caipNetworkId: CaipNetworkId }

/** Answer of the calls that only report whether they worked. */
export type SuccessResponse = { success: boolean }
