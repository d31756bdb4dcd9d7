import type { AnalyticsConfig, CatalogueWallet, GetWalletsResponse } from '../types/catalogue.js'
import {
  type Guard,
  isArrayOf,
  isBoolean,
  isNullable,
  isNumber,
  isObject,
  isOptional,
  isString,
} from './guards.js'

// The catalogue's replies, apart from the blockchain API's (replies.ts): the catalogue client is part of an
// app's first load, the blockchain API's calls load on first use.

const isOptionalString = isOptional(isString)

/** The catalogue fields the kit reads; a wallet's other fields pass unchecked. */
type WalletFields = {
  id: string
  name: string
  image_id?: string | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  rdns?: string | null | undefined
}
export const isWalletsReply = isObject<GetWalletsResponse>({
  data: isArrayOf(
    isObject<WalletFields>({
      id: isString,
      name: isString,
      image_id: isOptionalString,
      mobile_link: isOptional(isNullable(isString)),
      desktop_link: isOptional(isNullable(isString)),
      webapp_link: isOptional(isNullable(isString)),
      rdns: isOptional(isNullable(isString)),
    }) as Guard<CatalogueWallet>,
  ),
  count: isNumber,
})
export const isAnalyticsConfigReply = isObject<AnalyticsConfig>({ isAnalyticsEnabled: isBoolean })
