import { isAddress } from 'viem'
import { z } from 'zod'
import { insertOnrampSession } from '../../db/onramp.js'
import { jsonBody, ValidationError, validate } from '../../middleware/validate.js'
import { isSolanaAddress } from '../../onramp/base58.js'
import { type OnrampService, providerField, providerOf } from '../../onramp/createOnrampService.js'
import type { OnrampProvider } from '../../onramp/providers.js'
import type { OnrampApp, OnrampRoutesParameters } from './context.js'

const onrampUrlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().max(100),
        blockchains: z.array(z.string().max(64)).max(20).optional(),
        assets: z.array(z.string().max(20)).max(50).optional(),
      }),
    )
    .min(1)
    .max(10),
  partnerUserId: z.string().min(1).max(200),
  defaultNetwork: z.string().max(64).optional(),
  defaultExperience: z.literal('buy').optional(),
  presetCryptoAmount: z.number().positive().optional(),
  presetFiatAmount: z.number().positive().optional(),
  provider: providerField,
})

type Wallet = z.infer<typeof onrampUrlBody>['destinationWallets'][number]

/**
 * The network ids a wallet can buy on: served here, named by the wallet (all when it names none), offered by
 * the provider, and of the wallet address's namespace (an EVM address buys on EVM networks, a Solana one on
 * Solana). Each way to end with none is its own 400.
 */
function walletNetworks(service: OnrampService, provider: OnrampProvider, wallet: Wallet) {
  const served = service.networks()
  const named = wallet.blockchains?.length
    ? served.filter((n) => wallet.blockchains!.some((b) => b === n.id || b === n.name))
    : served
  if (!named.length)
    throw new ValidationError(
      'body.destinationWallets.0.blockchains',
      'None of these networks is served here',
    )
  const offered = named.filter((n) => provider.chainNamespaces.includes(n.namespace))
  if (!offered.length)
    throw new ValidationError(
      'body.provider',
      `Provider ${provider.name} does not serve ${named.map((n) => n.id).join(', ')}`,
    )
  const namespace = isAddress(wallet.address, { strict: false })
    ? 'eip155'
    : isSolanaAddress(wallet.address)
      ? 'solana'
      : undefined
  const kinds = new Set(offered.map((n) => n.namespace))
  if (!namespace)
    throw new ValidationError(
      'body.destinationWallets.0.address',
      kinds.has('solana')
        ? kinds.has('eip155')
          ? 'Not an EVM or Solana address'
          : 'Not a Solana address'
        : 'Not an EVM address',
    )
  const networks = offered.filter((n) => n.namespace === namespace).map((n) => n.id)
  if (!networks.length)
    throw new ValidationError(
      'body.destinationWallets.0.address',
      namespace === 'eip155' ? 'Not a Solana address' : 'Not an EVM address',
    )
  return networks
}

/** The provider's asset symbols on these networks, narrowed to the wallet's `assets` when any of them match. */
function walletAssets(service: OnrampService, provider: OnrampProvider, wallet: Wallet, networks: string[]) {
  const symbols = [
    ...new Set(
      service
        .assets(provider)
        .filter((a) => networks.includes(a.network))
        .map((a) => a.symbol),
    ),
  ]
  const chosen = wallet.assets?.length ? symbols.filter((s) => wallet.assets!.includes(s)) : symbols
  return chosen.length ? chosen : symbols
}

/** POST /generators/onrampurl: records a checkout session for the first destination wallet and answers its URL. */
export function onrampUrlRoutes(app: OnrampApp, { db, baseUrl, service }: OnrampRoutesParameters) {
  app.post('/generators/onrampurl', async (c) => {
    const body = validate(onrampUrlBody, await jsonBody(c), 'body')
    const provider = providerOf(body.provider, 'body.provider')
    const wallet = body.destinationWallets[0]!
    const networks = walletNetworks(service, provider, wallet)
    const id = await insertOnrampSession(db, {
      projectId: c.get('project').id,
      provider: provider.id,
      destinationAddress: wallet.address,
      networks,
      assets: walletAssets(service, provider, wallet, networks),
      defaultNetwork:
        body.defaultNetwork && networks.includes(body.defaultNetwork) ? body.defaultNetwork : networks[0],
      presetFiatAmount: body.presetFiatAmount,
      presetCryptoAmount: body.presetCryptoAmount,
      partnerUserId: body.partnerUserId,
    })
    return c.json({ url: `${baseUrl()}/onramp/checkout/${id}`, id })
  })
}
