import { devnetChains, loadConfig, startApiServer } from '@portico/api'
import { freePort } from '@portico/dev-utils'
import { farcasterDevPrivateKey, startFarcasterClient } from '@portico/dev-wallet/farcaster'
import { startSafeHost } from '@portico/dev-wallet/safe'
import { startWalletConnectWallet } from '@portico/dev-wallet/walletconnect'
import { type FarcasterWorld, startDevnet, startFarcasterWorld } from '@portico/devnet'
import { devnetPrivateKey } from '@portico/devnet/contracts'
import type { SolanaDevnetMint } from '@portico/devnet-solana'
import { startIdp } from '@portico/idp'
import { startRelay } from '@portico/relay'
import { loadWalletServiceConfig, startMailCatcher, startWalletService } from '@portico/wallet-service'
import { privateKeyToAccount } from 'viem/accounts'
import type { DemoWorld } from '../src/world.js'
import { startSmartAccountWorld } from './smartAccountWorld.js'
import { startBitcoin } from './startBitcoin.js'
import { startPolkadot } from './startPolkadot.js'
import { startSolana } from './startSolana.js'

export type World = Awaited<ReturnType<typeof startWorld>>

/**
 * The devnet (two anvil chains with the project's contracts), a Bitcoin regtest chain when litecoind is
 * there, the local Farcaster world (anvil as OP Mainnet with the IdRegistry), and the API serving them, on free
 * ports. The API runs with its embedded defaults (PGlite in memory, project `portico-local`, history indexer on).
 */
export async function startWorld({ host = '127.0.0.1' }: { host?: string } = {}) {
  const [evm, utxo, substrate, svm, op] = await Promise.allSettled([
    startDevnet({ host }),
    startBitcoin({ host }),
    startPolkadot({ host }),
    startSolana({ host }),
    startFarcasterWorld({ host }),
  ])
  const bitcoin = utxo.status === 'fulfilled' ? utxo.value : undefined
  const polkadot = substrate.status === 'fulfilled' ? substrate.value : undefined
  const solana = svm.status === 'fulfilled' ? svm.value : undefined
  const stopChains = async () => {
    await Promise.all(
      [evm, utxo, substrate, svm, op].map((chain) => chain.status === 'fulfilled' && chain.value?.stop()),
    )
  }
  // The Farcaster world is anvil, as the devnet is: without either, the world does not start.
  if (evm.status === 'rejected' || op.status === 'rejected') {
    await stopChains()
    throw evm.status === 'rejected' ? evm.reason : (op as PromiseRejectedResult).reason
  }
  const devnet = evm.value
  const farcaster = op.value
  // What started besides the chains, stopped first (newest first).
  const stops: (() => Promise<void>)[] = []
  const stopServices = () => Promise.all(stops.reverse().map((stop) => stop().catch(() => undefined)))
  try {
    // Sign In With Farcaster: a Farcaster app holding @portico-dev's custody key, registered on the Farcaster world;
    // started beside the services below, awaited before the wallet service (its connect page).
    const farcasterClient = startDemoFarcasterClient(farcaster, host)
    const closeFarcasterClient = farcasterClient.then(
      (client) => () => client.close(),
      () => async () => {},
    )
    stops.push(async () => (await closeFarcasterClient)())
    const chains = devnetChains(devnet)
    const bitcoinNodes = bitcoin
      ? [
          {
            caipNetworkId: bitcoin.caipNetworkId,
            rpcUrl: bitcoin.rpcUrl,
            rpcAuth: bitcoin.rpcAuth,
            // Legacy signed messages (sign-in) carry the chain's own prefix.
            messagePrefix: bitcoin.network.messagePrefix,
          },
        ]
      : []
    // An empty environment: a PORT or DATABASE_URL meant for something else must not leak in.
    const polkadotNodes = polkadot
      ? [{ caipNetworkId: polkadot.caipNetworkId, wsUrl: polkadot.wsUrl, name: polkadot.chainName }]
      : []
    const solanaNodes = solana
      ? [
          {
            caipNetworkId: solana.caipNetworkId,
            name: 'Solana Local',
            rpcUrl: solana.rpcUrl,
            // The devnet's token is a test dollar: priced at 1 USD.
            tokens: [{ ...pick(solana.mint), usdPrice: 1 }],
            // On-ramp sandbox: SOL at a fixed test price; the mint authority sends SOL and mints PUSD.
            nativeUsdPrice: 20,
            onramp: { treasuryKey: [...solana.mint.authority.secretKey] },
          },
        ]
      : []
    // WalletConnect: the relay, and the test wallet page (a phone wallet on its own origin) paired through it.
    const relay = await startRelay({ host, port: 0 })
    stops.push(() => relay.stop())
    const wcWallet = await startWalletConnectWallet({
      host,
      relayUrl: relay.url,
      projectId: 'portico-local',
      evm: {
        chains: devnet.chains.map(({ chainId, rpcUrl }, index) => ({
          chainId,
          rpcUrl,
          name: chains[index]?.name,
        })),
      },
      ...(solana && {
        solana: {
          caipNetworkId: solana.caipNetworkId,
          rpcUrl: solana.rpcUrl,
          wsUrl: solana.wsUrl,
          name: 'Solana Local',
        },
      }),
    })
    stops.push(() => wcWallet.stop())
    // A Safe wallet's Safe Apps frame: a real Safe on the first chain, owned by devnet account 8; each request waits
    // for Approve or Reject on its page.
    const [safeChain] = devnet.chains
    const safeHost =
      safeChain &&
      (await startSafeHost({
        host,
        rpcUrl: safeChain.rpcUrl,
        chainId: safeChain.chainId,
        chainName: chains[0]?.name,
        ownerKeys: [devnetPrivateKey(8)],
        // The demo is opened as `localhost`: a host page of the same site leaves the demo its storage.
        ...(host === '127.0.0.1' && { publicHost: 'localhost' }),
      }))
    if (safeHost) stops.push(() => safeHost.stop())
    const catalogueWallets = [
      {
        id: 'portico-dev-wc',
        name: 'Portico WalletConnect Wallet',
        chains: solana ? ['eip155', 'solana'] : ['eip155'],
        // Its page takes the pairing URI at /wc?uri=…, as a phone wallet's universal link does.
        mobile_link: wcWallet.url,
        webapp_link: wcWallet.url,
        order: 0.5,
      },
    ]
    // Smart accounts on the first chain: a bundler, the API's gas sponsorship for the demo's project, and the API's
    // list of the chain's smart-account service for the embedded wallet.
    const smartAccounts =
      safeChain && (await startSmartAccountWorld({ host, chain: safeChain, projectId: 'portico-local' }))
    if (smartAccounts) stops.push(() => smartAccounts.bundler.close())
    const api = await startApiServer(
      loadConfig(
        {},
        {
          host,
          port: 0,
          chains,
          bitcoinNodes,
          polkadotNodes,
          solanaNodes,
          catalogueWallets,
          ...(smartAccounts && {
            paymaster: smartAccounts.paymaster,
            smartAccounts: smartAccounts.smartAccounts,
          }),
        },
      ),
    )
    stops.push(() => api.close())
    // The embedded wallet: e-mail login codes go over real SMTP to an in-process catcher with an inbox page,
    // and the wallet service (its frame on its own origin) answers the demo's project.
    const mail = await startMailCatcher({ host })
    stops.push(() => mail.stop())
    // On loopback it is addressed as `localhost`: a passkey's RP ID is a domain name, never an IP address.
    const loopback = host === '127.0.0.1'
    const authPort = await freePort(host)
    const authUrl = `http://${loopback ? 'localhost' : host}:${authPort}`
    // Social logins: a local stand-in for the six providers, which sends the user back to the service's callback.
    const idpClient = { clientId: 'portico-demo', clientSecret: 'portico-demo-secret' }
    const idp = await startIdp({
      host,
      ...(loopback && { publicHost: 'localhost' }),
      clients: [{ ...idpClient, redirectUris: [`${authUrl}/social/callback`] }],
    })
    stops.push(() => idp.close())
    const farcasterUrl = (await farcasterClient).url
    const auth = await startWalletService(
      loadWalletServiceConfig(
        {},
        {
          host,
          port: authPort,
          publicUrl: authUrl,
          smtpUrl: mail.smtpUrl,
          social: idp.settings(idpClient),
          farcaster: { rpcUrl: farcaster.rpcUrl, connectUrlBase: farcasterUrl, hubUrl: farcaster.hubUrl },
        },
      ),
    )
    stops.push(() => auth.close())
    const world: DemoWorld = {
      apiUrl: api.url,
      relayUrl: relay.url,
      walletConnectWalletUrl: wcWallet.url,
      ...(safeHost && { safeHostUrl: safeHost.url }),
      authUrl,
      inboxUrl: mail.inboxUrl,
      idpUrl: idp.url,
      farcasterClientUrl: farcasterUrl,
      projectId: 'portico-local',
      chains: devnet.chains.map(({ chainId, rpcUrl, addresses }, index) => ({
        chainId,
        name: chains[index]?.name ?? `Chain ${chainId}`,
        rpcUrl,
        tokens: [
          { address: addresses.usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
          { address: addresses.ptk, name: 'Portico Token', symbol: 'PTK', decimals: 18 },
        ],
        nft: addresses.nft,
      })),
      ...(bitcoin && {
        bitcoin: {
          caipNetworkId: bitcoin.caipNetworkId,
          name: 'Bitcoin Regtest',
          symbol: 'BTC',
          esploraUrl: `${api.url}/esplora/${bitcoin.caipNetworkId}`,
          params: bitcoin.network,
          dustRelayFeeRate: bitcoin.dustRelayFeeRate,
          minRelayFeeRate: bitcoin.minRelayFeeRate,
        },
      }),
      ...(polkadot && {
        polkadot: {
          caipNetworkId: polkadot.caipNetworkId,
          genesisHash: polkadot.genesisHash,
          name: polkadot.chainName,
          wsUrl: polkadot.wsUrl,
          symbol: polkadot.symbol,
          decimals: polkadot.decimals,
          ss58Format: polkadot.ss58Format,
        },
      }),
      ...(solana && {
        solana: {
          caipNetworkId: solana.caipNetworkId,
          name: 'Solana Local',
          rpcUrl: solana.rpcUrl,
          wsUrl: solana.wsUrl,
          token: pick(solana.mint),
        },
      }),
    }
    let stopping: Promise<void> | undefined
    return {
      devnet,
      bitcoin,
      polkadot,
      solana,
      farcaster,
      api,
      world,
      mail,
      auth,
      safeHost,
      smartAccounts,
      /** Stops the services (the API, the wallet service…), then the chains (their processes are reaped). Idempotent. */
      stop() {
        stopping ??= stopServices().then(stopChains)
        return stopping
      },
    }
  } catch (error) {
    await stopServices()
    await stopChains()
    throw error
  }
}

/** The public fields of the devnet's mint (not its authority keypair). */
const pick = ({ address, name, symbol, decimals }: SolanaDevnetMint) => ({ address, name, symbol, decimals })

/**
 * The demo's Farcaster user: the dev custody key registered on `world` (fid 1 on a fresh world) with its profile on
 * the world's hub (where the wallet service reads it), and its app (which shows and sends the same profile).
 */
async function startDemoFarcasterClient(world: FarcasterWorld, host: string) {
  const profile = { username: 'portico-dev', displayName: 'Portico Dev' }
  const fid = await world.register(privateKeyToAccount(farcasterDevPrivateKey).address, profile)
  return startFarcasterClient({ host, privateKey: farcasterDevPrivateKey, fid, ...profile })
}
