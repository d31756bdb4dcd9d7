import type { NetworkScoped } from './shared.js'

// `GET /v1/convert/gas-price`: the network's gas prices.

export type GasPriceRequest = NetworkScoped
export type GasPriceResponse = { standard: string; fast: string; instant: string }
