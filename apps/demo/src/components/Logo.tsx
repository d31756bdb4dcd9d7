/** The Portico mark: an arch. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--accent)" />
      <path d="M8 24V13a8 8 0 0 1 16 0v11h-4V13a4 4 0 0 0-8 0v11z" fill="#fff" />
    </svg>
  )
}
