import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { offlineEnv, readTarball, run } from './pack.js'
import { type Manifest, publishedPackages, root } from './workspace.js'

const licence = readFileSync(join(root, 'LICENSE'), 'utf8')

describe.each(publishedPackages())('$manifest.name', ({ relativeDir, manifest }) => {
  let tarball: string
  let files: Map<string, Buffer>
  beforeAll(() => {
    tarball = inject('tarballs')[manifest.name] ?? ''
    files = readTarball(tarball)
  })

  test('the manifest says what it is, where it lives and what it runs on', () => {
    expect(manifest.license).toBe('MIT')
    expect(manifest.description?.length).toBeGreaterThan(10)
    expect(manifest.repository).toMatchObject({
      type: 'git',
      url: 'git+https://github.com/portico-kit/portico.git',
      directory: relativeDir,
    })
    expect(manifest.homepage).toBe(`https://github.com/portico-kit/portico/tree/main/${relativeDir}#readme`)
    expect(manifest.bugs).toEqual({ url: 'https://github.com/portico-kit/portico/issues' })
    expect(manifest.keywords).toEqual(expect.arrayContaining(['wallet', 'portico']))
    expect(manifest.engines?.node).toBe('>=20')
  })

  test('the tarball carries the licence, the readme and the build, and no test file', () => {
    expect(files.get('LICENSE')?.toString('utf8')).toBe(licence)
    expect(files.has('README.md')).toBe(true)
    expect(files.has('dist/index.js')).toBe(true)
    const testFiles = [...files.keys()].filter((path) =>
      /(\.test\.[cm]?[jt]sx?(\.map)?$)|(\.test\.d\.ts)|__snapshots__|(^|\/)test\//.test(path),
    )
    expect(testFiles).toEqual([])
  })

  test('the packed manifest has no workspace ranges left', () => {
    const packed = JSON.parse(files.get('package.json')!.toString('utf8')) as Manifest
    expect(JSON.stringify(packed)).not.toMatch(/workspace:/)
    expect(packed.version).toBe(manifest.version)
  })

  test('publint --strict finds nothing', async () => {
    const data = readFileSync(tarball)
    const { messages, pkg } = await publint({
      pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) },
      strict: true,
      level: 'suggestion',
    })
    expect(
      messages.map((message) => `${message.type}: ${formatMessage(message, pkg) ?? message.code}`),
    ).toEqual([])
  })

  test('arethetypeswrong (ESM-only profile) finds no problem in any entry point', async () => {
    // attw's own checker, in this process: TypeScript loads once for every package, not once per CLI run.
    const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(tarball))))
    expect(analysis.types).toBeTruthy()
    // The ESM-only profile ignores CommonJS resolution (node10, require from node16): the packages ship ESM only.
    const problems = analysis.types
      ? analysis.problems.filter(
          (problem) =>
            !('resolutionKind' in problem) || !['node10', 'node16-cjs'].includes(problem.resolutionKind),
        )
      : []
    expect(problems).toEqual([])
  }, 60_000)
})

test('the EVM adapter takes viem as a peer, so an app keeps one copy', () => {
  const evm = publishedPackages().find(({ manifest }) => manifest.name === '@portico/adapter-evm')!.manifest
  expect(evm.peerDependencies?.viem).toBeDefined()
  expect(evm.dependencies?.viem).toBeUndefined()
})

test('every published package would publish: pnpm publish --dry-run, offline', async () => {
  const { stdout, stderr } = await run(
    'pnpm',
    ['-r', '--filter', './packages/*', 'publish', '--dry-run', '--no-git-checks'],
    { cwd: root, env: offlineEnv, maxBuffer: 64 * 1024 * 1024 },
  )
  const published = `${stdout}\n${stderr}`.match(/^\+ @portico\/[\w-]+@[\w.-]+$/gm) ?? []
  expect(published.sort()).toEqual(
    publishedPackages()
      .map(({ manifest }) => `+ ${manifest.name}@${manifest.version}`)
      .sort(),
  )
}, 120_000)
