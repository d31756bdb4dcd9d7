/** The preflight commitments sign-and-send accepts. */
export const PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

export type PreflightCommitment = (typeof PREFLIGHT_COMMITMENTS)[number]

export const isPreflightCommitment = (value: unknown): value is PreflightCommitment =>
  (PREFLIGHT_COMMITMENTS as readonly unknown[]).includes(value)
