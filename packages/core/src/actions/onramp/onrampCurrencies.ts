import { defaultOnrampOptions } from '../../api/constants.js'
import type { OnrampOptions, PaymentCurrency, PurchaseCurrency } from '../../api/types/onramp.js'
import type { Network } from '../../networks/types.js'

/**
 * What can be bought on `network`: the purchase currencies listing it (by CAIP-2 id, or by chain id within
 * its namespace), each with only that network. When none does (the API failed and answered its built-in
 * defaults, or offers nothing here), the network's native currency.
 */
export function purchaseCurrenciesFor(options: OnrampOptions, network: Network): PurchaseCurrency[] {
  const [namespace] = network.caipNetworkId.split(':')
  const chainId = String(network.id)
  const listed = options.purchaseCurrencies.flatMap((currency) => {
    const networks = currency.networks.filter(
      (each) => each.name === network.caipNetworkId || (namespace === 'eip155' && each.chain_id === chainId),
    )
    return networks.length ? [{ ...currency, networks }] : []
  })
  return listed.length ? listed : [nativePurchaseCurrency(network)]
}

/** The network's native currency as a purchase currency. */
export function nativePurchaseCurrency(network: Network): PurchaseCurrency {
  const { symbol, name } = network.nativeCurrency
  return {
    id: symbol,
    name,
    symbol,
    networks: [
      {
        name: network.caipNetworkId,
        display_name: network.name,
        chain_id: String(network.id),
        contract_address: '',
      },
    ],
  }
}

/** The payment currencies of the options, or the built-in ones (USD and EUR) when they list none. */
export function paymentCurrenciesOf(options: OnrampOptions): PaymentCurrency[] {
  return options.paymentCurrencies.length
    ? options.paymentCurrencies
    : defaultOnrampOptions().paymentCurrencies
}
