import { fileURLToPath } from 'node:url'

/** One app of the comparison: where its source is and whether its packages come from `peers/`. */
export type BenchApp = {
  name: string
  /** Directory with index.html and main.tsx. */
  root: string
  /** Installed by `pnpm bench` in peers/ (outside the workspace) rather than by the workspace. */
  peer: boolean
  /** The package whose version the table shows. */
  pkg: string
}

const benchDir = fileURLToPath(new URL('..', import.meta.url))

export const paths = {
  bench: benchDir,
  peers: `${benchDir}peers`,
  out: `${benchDir}.out`,
  results: `${benchDir}results.json`,
  history: `${benchDir}history.jsonl`,
  readme: `${benchDir}../README.md`,
  budgets: `${benchDir}budgets.json`,
}

export const porticoApp: BenchApp = {
  name: 'Portico',
  root: `${benchDir}apps/portico`,
  peer: false,
  pkg: '@portico/react',
}

export const apps: readonly BenchApp[] = [
  porticoApp,
  { name: 'AppKit', root: `${paths.peers}/apps/appkit`, peer: true, pkg: '@reown/appkit' },
  { name: 'RainbowKit', root: `${paths.peers}/apps/rainbowkit`, peer: true, pkg: '@rainbow-me/rainbowkit' },
  { name: 'ConnectKit', root: `${paths.peers}/apps/connectkit`, peer: true, pkg: 'connectkit' },
  { name: 'wagmi (no modal)', root: `${paths.peers}/apps/wagmi`, peer: true, pkg: 'wagmi' },
]
