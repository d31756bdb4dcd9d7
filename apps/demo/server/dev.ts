// `pnpm dev`: the devnet, the API and the demo (with the dev wallet injected) on free ports. Ctrl-C stops all.
import { shortenAddress } from '@portico/core'
import { startDemoServer } from './startDemoServer.js'
import { startWorld } from './startWorld.js'

const DEV_WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const started = performance.now()
console.log('Portico: starting the local devnet, the blockchain API, the wallet service and the demo…')

const world = await startWorld()
let demo: Awaited<ReturnType<typeof startDemoServer>> | undefined
let stopping = false
const stop = async (code: number) => {
  if (stopping) return
  stopping = true
  await demo?.close()
  await world.stop()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0))
// Whoever started this process is gone (killed without passing a signal on): stop everything it started.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) void stop(0)
}, 500).unref()

try {
  demo = await startDemoServer({
    world: world.world,
    devWallet: { policy: 'prompt' },
    port: Number(process.env.PORT ?? 0),
  })
} catch (error) {
  console.error(error)
  await stop(1)
}

const pad = (label: string) => label.padEnd(12)
const chains = world.world.chains.map(({ chainId, name, rpcUrl }) => `${chainId}  ${rpcUrl}  ${name}`)
console.log(`
  ${pad('Demo')}${demo?.url}

  ${pad('API')}${world.world.apiUrl}  (project ${world.world.projectId})
  ${pad('Relay')}${world.world.relayUrl}  (WalletConnect)
  ${pad('Wallet')}${world.world.authUrl}  (e-mail, passkey and social login: the embedded wallet's service and frame)
  ${pad('Inbox')}${world.world.inboxUrl}  (every e-mail it sends: open it for your login code)
  ${pad('Socials')}${world.world.idpUrl}  (the stand-in of Google, Apple, GitHub, Discord, X and Facebook: pick a test user)
  ${pad('Farcaster')}${world.world.farcasterClientUrl}  (a Farcaster app holding @portico-dev's custody key: open the link the QR code shows)
  ${pad('Chains')}${chains.join(`\n  ${pad('')}`)}${
    world.world.bitcoin
      ? `\n  ${pad('')}${world.world.bitcoin.caipNetworkId}  ${world.world.bitcoin.name} (litecoind regtest)`
      : ''
  }${
    world.world.polkadot
      ? `\n  ${pad('')}${world.world.polkadot.caipNetworkId}  ${world.world.polkadot.wsUrl}  ${world.world.polkadot.name} (chopsticks)`
      : ''
  }${
    world.world.solana
      ? `\n  ${pad('')}${world.world.solana.caipNetworkId}  ${world.world.solana.name} (litesvm)`
      : ''
  }
  ${pad('Dev wallet')}${shortenAddress(DEV_WALLET_ADDRESS)} (anvil account 0), injected into the page;
  ${pad('')}it asks for approval in the page before it connects, signs or sends.
  ${pad('Safe')}${world.safeHost?.appUrl(demo?.url ?? '')}
  ${pad('')}the demo as a Safe App in a Safe host: it connects to the Safe ${world.safeHost?.safeAddress ?? ''}
  ${pad('')}with no prompt; approve its sends and signatures on the host page (the owner's key executes them).
  ${pad('Bundler')}${world.smartAccounts?.bundler.url ?? '(none)'}  (ERC-4337 v0.8: EntryPoint 0x4337…f108 on the first chain)
  ${pad('Paymaster')}${world.world.apiUrl}/v1/paymaster?projectId=${world.world.projectId}
  ${pad('')}ERC-7677 gas sponsorship of USDC and PTK transfers (0.05 ETH of gas a day per user)
  ${pad('Smart acct')}${world.world.apiUrl}/v1/smart-accounts?projectId=${world.world.projectId}
  ${pad('')}the e-mail wallet's smart account on the first chain (PorticoAccount factory ${shortenAddress(world.smartAccounts?.smartAccounts[0]?.factory ?? '')})
  ${pad('WC wallet')}${world.world.walletConnectWalletUrl}
  ${pad('')}a phone-like wallet on its own origin: choose WalletConnect (or "Portico WalletConnect Wallet"
  ${pad('')}in All wallets) and open its deep link, or paste the pairing link into that page.

  Ready in ${((performance.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop everything.
`)
