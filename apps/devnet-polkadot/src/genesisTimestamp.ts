import type { RawChainSpec } from './chainSpec.js'

/** `twox128("Timestamp") ++ twox128("Now")`: pallet_timestamp's `Now`. */
export const TIMESTAMP_NOW_KEY = '0xf0c365c3cf59d671eb72da0e7a4113c49f1f0515f462cdcf84e0f1d6045dfcbb'

/** Kusama's BABE slot (6 s). */
export const SLOT_MS = 6_000

/**
 * Gives the genesis state a `Timestamp.Now` (a slot boundary at or before `now`). Without one chopsticks
 * reads the wall clock twice while building block #1 (for the BABE slot and for the timestamp inherent);
 * when a 6 s slot boundary passes in between, the runtime panics with "Timestamp slot must match
 * `CurrentSlot`" and no block is built. With it, every block's time is its parent's plus one slot.
 */
export function withGenesisTimestamp(spec: RawChainSpec, now = Date.now()): RawChainSpec {
  const slotStart = BigInt(Math.floor(now / SLOT_MS) * SLOT_MS)
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, slotStart, true)
  const value = `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
  return {
    ...spec,
    genesis: { raw: { ...spec.genesis.raw, top: { ...spec.genesis.raw.top, [TIMESTAMP_NOW_KEY]: value } } },
  }
}
