/** A version as numbers, or undefined when it is not `major.minor.patch[-pre]`. */
function parseVersion(version: string): [number, number, number] | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim())
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined
}

function atLeast(version: string, floor: [number, number, number]): boolean {
  const parsed = parseVersion(version)
  // A version we cannot read is treated as forbidden: the check must not pass by accident.
  if (!parsed) return true
  for (let i = 0; i < 3; i++) {
    if (parsed[i]! !== floor[i]) return parsed[i]! > floor[i]!
  }
  return true
}

/**
 * Releases whose licence forces a vendor's gateway: `@walletconnect/*` from 2.21.9 and `@reown/*` from 1.8.3.
 * Returns the reason, or undefined when the package is allowed.
 */
export function gatewayLicenceReason(name: string, version: string): string | undefined {
  if (name.startsWith('@walletconnect/') && atLeast(version, [2, 21, 9]))
    return `${name}@${version}: @walletconnect/* from 2.21.9 is under a licence that requires the vendor's gateway`
  if (name.startsWith('@reown/') && atLeast(version, [1, 8, 3]))
    return `${name}@${version}: @reown/* from 1.8.3 is under a licence that requires the vendor's gateway`
  return undefined
}

const copyleft = /\b(A?GPL|LGPL|SSPL|BUSL|EUPL|OSL|CC-BY-NC)/i

/**
 * Whether an SPDX licence expression (or a legacy `license` value) obliges a shipped bundle to copyleft or
 * non-commercial terms. An `OR` expression is fine when one of its choices is fine (e.g. "MIT OR GPL-3.0").
 * A missing licence counts as not fine: nobody may ship what has no licence.
 */
export function isCopyleftLicence(licence: string | undefined): boolean {
  if (!licence || licence.trim() === '' || /^UNLICENSED$/i.test(licence.trim())) return true
  const choices = licence
    .replace(/[()]/g, ' ')
    .split(/\s+OR\s+/i)
    .map((choice) => choice.trim())
  return choices.every((choice) => choice.split(/\s+AND\s+/i).some((part) => copyleft.test(part)))
}

/** `name@version` pairs of a pnpm lockfile (v9): its `packages:` section. */
export function lockfilePackages(lockfile: string): { name: string; version: string }[] {
  const start = lockfile.indexOf('\npackages:\n')
  const end = lockfile.indexOf('\nsnapshots:\n')
  const section = lockfile.slice(start, end === -1 ? undefined : end)
  const found: { name: string; version: string }[] = []
  for (const line of section.split('\n')) {
    const match = /^ {2}'?((?:@[^@/\s']+\/)?[^@\s']+)@([^(':\s]+)/.exec(line)
    if (match) found.push({ name: match[1]!, version: match[2]! })
  }
  return found
}

/**
 * Packages whose manifest does not state their licence in a form the check reads, with the licence their own
 * licence file grants (read by a person, pinned to the exact version so an update is read again).
 */
export const reviewedLicences: Record<string, string> = {
  // LICENSE.md: "This is free and unencumbered software released into the public domain" (the Unlicense).
  'text-encoding-utf-8@1.0.2': 'Unlicense',
}

/**
 * Weak-copyleft (LGPL) packages an app bundle may hold, each read by a person with the reason it stays.
 * LGPL code may be combined with code under any licence, but whoever ships the combination must let users
 * replace that library; an app that bundles it must say so. A new LGPL package fails the check until reviewed.
 */
export const reviewedWeakCopyleft: Record<string, string> = {
  'rpc-websockets':
    "@solana/web3.js 1.x (the Solana adapter's client) imports it for its WebSocket subscriptions; the adapter's README tells apps",
}

/** True for LGPL-only licences: copyleft that applies to the library itself, not to the app using it. */
export function isWeakCopyleftLicence(licence: string | undefined): boolean {
  return !!licence && /\bLGPL/i.test(licence) && !/\b(?<!L)A?GPL/i.test(licence.replace(/LGPL/gi, ''))
}

/** `name@version` pairs of an npm lockfile (v2/v3): its `packages` map, keyed by install path. */
export function npmLockfilePackages(lockfile: string): { name: string; version: string }[] {
  const { packages = {} } = JSON.parse(lockfile) as { packages?: Record<string, { version?: string }> }
  return Object.entries(packages).flatMap(([path, entry]) => {
    const name = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(path)?.[1]
    return name && entry.version ? [{ name, version: entry.version }] : []
  })
}

/** The problems of a bundle's packages: copyleft code, unless it is reviewed LGPL; gateway-licensed releases. */
export function bundleLicenceProblems(
  packages: readonly { name: string; version: string; license: string | undefined }[],
): string[] {
  return packages.flatMap((entry) => {
    const gateway = gatewayLicenceReason(entry.name, entry.version)
    if (gateway) return [gateway]
    const licence = reviewedLicences[`${entry.name}@${entry.version}`] ?? entry.license
    if (!isCopyleftLicence(licence)) return []
    if (isWeakCopyleftLicence(licence) && reviewedWeakCopyleft[entry.name]) return []
    return [`${entry.name}@${entry.version}: ${licence ?? 'no licence'}`]
  })
}
