import { render, renderHook, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { useConfig } from './hooks/useConfig.js'
import { PorticoProvider } from './PorticoProvider.js'
import { createTestConfig } from './test/createTestConfig.js'
import { modals } from './test/uiStub.js'

vi.mock('@portico/ui', () => import('./test/uiStub.js'))

afterEach(() => {
  modals.length = 0
})

const live = () => modals.filter((modal) => !modal.destroyed)

test('creates the modal once, after rendering, with the theme and locale', async () => {
  const { config } = createTestConfig()
  const { unmount } = render(
    <PorticoProvider
      config={config}
      themeMode="light"
      themeVariables={{ '--portico-accent': '#0a84ff' }}
      locale={{ connectTitle: 'Wallet verbinden' }}
    >
      <p>app</p>
    </PorticoProvider>,
  )
  await waitFor(() => expect(modals).toHaveLength(1))
  expect(modals[0]?.parameters).toEqual({
    config,
    themeMode: 'light',
    themeVariables: { '--portico-accent': '#0a84ff' },
    locale: { connectTitle: 'Wallet verbinden' },
  })
  expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
  unmount()
  await waitFor(() => expect(live()).toHaveLength(0))
  expect(document.querySelectorAll('portico-modal')).toHaveLength(0)
})

test('in StrictMode one modal stays mounted', async () => {
  const { config } = createTestConfig()
  render(
    <StrictMode>
      <PorticoProvider config={config} />
    </StrictMode>,
  )
  await waitFor(() => expect(modals.length).toBeGreaterThan(0))
  await waitFor(() => expect(live()).toHaveLength(1))
  expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
})

test('a new theme mode is passed to the modal, not a new modal', async () => {
  const { config } = createTestConfig()
  const { rerender } = render(<PorticoProvider config={config} themeMode="dark" />)
  await waitFor(() => expect(modals).toHaveLength(1))
  rerender(<PorticoProvider config={config} themeMode="light" />)
  expect(modals).toHaveLength(1)
  expect(modals[0]?.themeModes).toEqual(['light'])
})

test('useConfig returns the provider’s config and throws outside one', () => {
  const { config } = createTestConfig()
  const { result } = renderHook(() => useConfig(), {
    wrapper: ({ children }) => <PorticoProvider config={config}>{children}</PorticoProvider>,
  })
  expect(result.current).toBe(config)

  vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(() => renderHook(() => useConfig())).toThrow(
    expect.objectContaining({ name: 'PorticoProviderNotFoundError' }),
  )
})
