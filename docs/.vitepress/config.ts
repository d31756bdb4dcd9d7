import { defineConfig } from 'vitepress'

// The documentation site. A dead internal link fails the build (VitePress's default, kept on purpose:
// `ignoreDeadLinks` is never set), and `pnpm test` runs the build.
export default defineConfig({
  title: 'Portico',
  description: 'Connect a crypto wallet to any web app: EVM, Solana, Polkadot and Bitcoin, self-hosted.',
  lang: 'en',
  cleanUrls: true,
  lastUpdated: false,
  // No favicon file: an empty one keeps the browser from asking for /favicon.ico.
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'Adapters', link: '/adapters/evm' },
      { text: 'UI', link: '/ui/' },
      { text: 'React', link: '/react/' },
      { text: 'Self-hosting', link: '/self-hosting/api' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/guide/getting-started' },
          { text: 'Configuration', link: '/guide/configuration' },
          { text: 'How a connector plugs in', link: '/guide/connectors' },
          { text: 'Sign in with a wallet', link: '/guide/sign-in' },
          { text: 'WalletConnect', link: '/guide/walletconnect' },
          { text: 'E-mail login', link: '/guide/email-login' },
          { text: 'Safe (Safe Apps)', link: '/guide/safe' },
          { text: 'Vue, Svelte, Next.js, wagmi', link: '/guide/frameworks' },
          { text: 'Security and CSP', link: '/guide/security' },
          { text: 'Your keys if we disappear', link: '/guide/your-keys' },
        ],
      },
      {
        text: 'Chain adapters',
        items: [
          { text: 'EVM', link: '/adapters/evm' },
          { text: 'Solana', link: '/adapters/solana' },
          { text: 'Polkadot', link: '/adapters/polkadot' },
          { text: 'Bitcoin', link: '/adapters/bitcoin' },
        ],
      },
      {
        text: 'UI',
        items: [
          { text: 'The modal and its views', link: '/ui/' },
          { text: 'Web components', link: '/ui/web-components' },
          { text: 'Theming', link: '/ui/theming' },
          { text: 'Languages', link: '/ui/locales' },
        ],
      },
      { text: 'React', items: [{ text: 'Provider, hooks, components', link: '/react/' }] },
      {
        text: 'Wallet features',
        items: [
          { text: 'Send and receive', link: '/features/send-receive' },
          { text: 'Swap', link: '/features/swap' },
          { text: 'On-ramp (buy crypto)', link: '/features/onramp' },
          { text: 'Account names', link: '/features/names' },
          { text: 'Activity and transactions', link: '/features/transactions' },
          { text: 'Sign-in', link: '/features/sign-in' },
        ],
      },
      {
        text: 'Self-hosting',
        items: [
          { text: 'The blockchain API', link: '/self-hosting/api' },
          { text: 'The WalletConnect relay', link: '/self-hosting/relay' },
          { text: 'The wallet service', link: '/self-hosting/wallet-service' },
          { text: 'Smart accounts: bundler and gas sponsorship', link: '/self-hosting/smart-accounts' },
          { text: 'Moving wallets between operators', link: '/self-hosting/moving-operators' },
        ],
      },
      { text: 'Reference', items: [{ text: 'Key format', link: '/reference/key-format' }] },
      {
        text: 'Migrating',
        items: [
          { text: 'From AppKit', link: '/migrate/appkit' },
          { text: 'From RainbowKit', link: '/migrate/rainbowkit' },
        ],
      },
    ],
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
})
