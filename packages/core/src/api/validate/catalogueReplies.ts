import type {
  AnalyticsConfig,
  CatalogueWallet,
  CatalogueWalletFields,
  GetWalletsResponse,
} from '../types/catalogue.js'
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

export const isWalletsReply = isObject<GetWalletsResponse>({
  data: isArrayOf(
    // A wallet's other fields pass unchecked.
    isObject<CatalogueWalletFields>({
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
