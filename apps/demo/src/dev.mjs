// Placeholder until the demo app lands: say what `pnpm dev` will start.
console.log(`Portico demo — not built yet.

When the modal issue lands, \`pnpm dev\` will start, on free local ports and with no cloud account:
  • the local EVM devnet (anvil) with the project's contracts,
  • the self-hosted blockchain API (apps/api),
  • this Vite + React demo with the dev wallet injected,
and print the URL to open.

Today you can run \`pnpm test\` to exercise @portico/core.`)
