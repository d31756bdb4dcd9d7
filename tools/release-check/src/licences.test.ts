import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { bundledPackages } from './bundle.js'
import { productionTree } from './dependencyTree.js'
import {
  bundleLicenceProblems,
  gatewayLicenceReason,
  isCopyleftLicence,
  isWeakCopyleftLicence,
  lockfilePackages,
  npmLockfilePackages,
  reviewedLicences,
  reviewedWeakCopyleft,
} from './licences.js'
import { run } from './pack.js'
import { publishedPackages, root, workspacePackages } from './workspace.js'

describe('the licence rules', () => {
  test('WalletConnect from 2.21.9 and Reown from 1.8.3 are refused; the last Apache-2.0 releases pass', () => {
    expect(gatewayLicenceReason('@walletconnect/sign-client', '2.21.8')).toBeUndefined()
    expect(gatewayLicenceReason('@walletconnect/sign-client', '2.21.9')).toMatch(/2\.21\.9/)
    expect(gatewayLicenceReason('@walletconnect/core', '2.22.0')).toBeDefined()
    expect(gatewayLicenceReason('@walletconnect/utils', '3.0.0')).toBeDefined()
    expect(gatewayLicenceReason('@reown/appkit', '1.8.2')).toBeUndefined()
    expect(gatewayLicenceReason('@reown/appkit', '1.8.3')).toBeDefined()
    expect(gatewayLicenceReason('@reown/appkit', '1.10.0')).toBeDefined()
    expect(gatewayLicenceReason('@reown/appkit', 'not-a-version')).toBeDefined()
    expect(gatewayLicenceReason('viem', '9.9.9')).toBeUndefined()
  })

  test('copyleft, unlicensed and missing licences are refused; a permissive choice in an OR passes', () => {
    for (const licence of [
      'GPL-3.0',
      'GPL-2.0-or-later',
      'AGPL-3.0-only',
      'LGPL-2.1',
      'SSPL-1.0',
      undefined,
      '',
    ])
      expect(isCopyleftLicence(licence), String(licence)).toBe(true)
    expect(isCopyleftLicence('UNLICENSED')).toBe(true)
    expect(isCopyleftLicence('MIT AND GPL-3.0')).toBe(true)
    // LGPL is copyleft of the library only: allowed in a bundle once reviewed, GPL and AGPL never.
    expect(isWeakCopyleftLicence('LGPL-3.0-only')).toBe(true)
    expect(isWeakCopyleftLicence('GPL-3.0-only')).toBe(false)
    expect(isWeakCopyleftLicence('AGPL-3.0')).toBe(false)
    expect(isWeakCopyleftLicence('LGPL-2.1 AND GPL-3.0')).toBe(false)
    for (const licence of [
      'MIT',
      'Apache-2.0',
      'ISC',
      'BSD-3-Clause',
      '(MIT OR GPL-3.0)',
      'MIT OR Apache-2.0',
      '0BSD',
    ])
      expect(isCopyleftLicence(licence), licence).toBe(false)
  })

  test("a bundle's packages: GPL and gateway-licensed ones are problems, reviewed LGPL and MIT are not", () => {
    expect(
      bundleLicenceProblems([
        { name: 'lit', version: '3.3.3', license: 'BSD-3-Clause' },
        { name: 'rpc-websockets', version: '9.3.10', license: 'LGPL-3.0-only' },
        { name: 'some-gpl', version: '1.0.0', license: 'GPL-3.0-or-later' },
        { name: 'other-lgpl', version: '1.0.0', license: 'LGPL-2.1' },
        { name: '@reown/appkit', version: '1.8.24', license: 'SEE LICENSE IN LICENSE.md' },
      ]),
    ).toEqual([
      'some-gpl@1.0.0: GPL-3.0-or-later',
      'other-lgpl@1.0.0: LGPL-2.1',
      expect.stringContaining('@reown/appkit@1.8.24'),
    ])
  })

  test('npm lockfile entries are read from their install paths, nested ones too', () => {
    const lock = JSON.stringify({
      packages: {
        '': { name: 'app' },
        'node_modules/@reown/appkit': { version: '1.8.3' },
        'node_modules/a/node_modules/@walletconnect/core': { version: '2.21.8' },
        'node_modules/viem': { version: '2.57.20' },
      },
    })
    expect(npmLockfilePackages(lock)).toEqual([
      { name: '@reown/appkit', version: '1.8.3' },
      { name: '@walletconnect/core', version: '2.21.8' },
      { name: 'viem', version: '2.57.20' },
    ])
  })

  test('lockfile entries are read with scope, name and version', () => {
    const lock = [
      "lockfileVersion: '9.0'",
      'packages:',
      "  '@walletconnect/sign-client@2.21.8':",
      '    resolution: {integrity: sha512-x}',
      '  viem@2.57.20(typescript@5.9.3):',
      '    resolution: {integrity: sha512-y}',
      'snapshots:',
      '  ignored@1.0.0: {}',
    ].join('\n')
    expect(lockfilePackages(lock)).toEqual([
      { name: '@walletconnect/sign-client', version: '2.21.8' },
      { name: 'viem', version: '2.57.20' },
    ])
  })
})

describe('the workspace', () => {
  test('no gateway-licensed WalletConnect or Reown release in the lockfile', () => {
    const lock = readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8')
    const entries = lockfilePackages(lock)
    expect(entries.length).toBeGreaterThan(100)
    expect(entries.flatMap(({ name, version }) => gatewayLicenceReason(name, version) ?? [])).toEqual([])
  })

  test("nor in any other lockfile of the repository (the bench's compared kits, examples)", async () => {
    const { stdout } = await run(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '*package-lock.json'],
      {
        cwd: root,
      },
    )
    const files = stdout.split('\n').filter(Boolean)
    expect(files).toContain('bench/peers/package-lock.json')
    const found = files.flatMap((file) =>
      npmLockfilePackages(readFileSync(join(root, file), 'utf8')).flatMap(
        ({ name, version }) => gatewayLicenceReason(name, version)?.replace(/^/, `${file}: `) ?? [],
      ),
    )
    expect(found).toEqual([])
  })

  test('no package.json asks for a gateway-licensed release', () => {
    const asked = workspacePackages().flatMap(({ relativeDir, manifest }) =>
      Object.entries({
        ...manifest.dependencies,
        ...manifest.devDependencies,
        ...manifest.peerDependencies,
        ...manifest.optionalDependencies,
      })
        .filter(([name]) => name.startsWith('@walletconnect/') || name.startsWith('@reown/'))
        .flatMap(([name, range]) => {
          const reason = gatewayLicenceReason(name, range.replace(/^[~^=]/, ''))
          // Only an exact pin can be proved to stay below the gateway-licensed releases.
          return reason || !/^\d/.test(range) ? [`${relativeDir}: ${name}@${range}`] : []
        }),
    )
    expect(asked).toEqual([])
  })

  for (const { relativeDir, dir, manifest } of publishedPackages()) {
    test(`${manifest.name}: nothing it installs is under a gateway licence`, () => {
      const tree = productionTree(dir)
      const problems = tree.flatMap((entry) => gatewayLicenceReason(entry.name, entry.version) ?? [])
      expect(problems, relativeDir).toEqual([])
      // The reference WalletConnect client (2.21.8) is for tests and the dev wallet only: nothing published installs it.
      const vendor = tree.filter(
        ({ name }) => name.startsWith('@walletconnect/') || name.startsWith('@reown/'),
      )
      expect(
        vendor.map(({ name, version }) => `${name}@${version}`),
        relativeDir,
      ).toEqual([])
      // The walk really went through the tree: a published package with dependencies installs something (valtio
      // through the core, the @noble libraries, zod for the embedded-wallet client); @portico/i18n has none.
      const dependencies = Object.keys((manifest as { dependencies?: object }).dependencies ?? {})
      expect(tree.length > 0 || dependencies.length === 0, relativeDir).toBe(true)
    })
  }

  test('an app bundling every published entry point gets no copyleft code', async () => {
    const bundled = await bundledPackages(publishedPackages(), join(root, 'tools/release-check'))
    const names = bundled.map((entry) => entry.name)
    // The bundle really holds the dependencies (lit from the UI, viem from the EVM adapter).
    expect(names).toEqual(
      expect.arrayContaining(['lit', 'viem', 'valtio', '@solana/web3.js', '@polkadot/api']),
    )
    const problems = bundled.flatMap((entry) => {
      const reviewed = reviewedLicences[`${entry.name}@${entry.version}`]
      const licence = reviewed ?? entry.license
      if (!isCopyleftLicence(licence)) return []
      if (isWeakCopyleftLicence(licence) && reviewedWeakCopyleft[entry.name]) return []
      return [`${entry.name}@${entry.version}: ${licence ?? 'no licence'}`]
    })
    expect(problems).toEqual([])
  }, 120_000)
})
