import { act, fireEvent, render, waitFor } from '@testing-library/react'
import { createRef } from 'react'
import { expect, test, vi } from 'vitest'
import { PorticoProvider } from '../PorticoProvider.js'
import { createTestConfig } from '../test/createTestConfig.js'
import { AccountButton } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'

vi.mock('@portico/ui', () => import('../test/uiStub.js'))

type ButtonElement = HTMLElement & { config: unknown; themeMode: string | undefined }

test('each button becomes its element with the config and props set as properties', async () => {
  const { config } = createTestConfig()
  const ref = createRef<HTMLElement>()
  const { container } = render(
    <PorticoProvider config={config}>
      <ConnectButton themeMode="light" className="cta" ref={ref} />
      <NetworkButton />
      <AccountButton />
    </PorticoProvider>,
  )
  for (const tagName of ['portico-connect-button', 'portico-network-button', 'portico-account-button']) {
    await waitFor(() =>
      expect((container.querySelector(tagName) as unknown as ButtonElement | null)?.config).toBe(config),
    )
  }
  const connect = container.querySelector('portico-connect-button') as unknown as ButtonElement
  expect(connect.themeMode).toBe('light')
  expect(connect.getAttribute('themeMode')).toBeNull()
  expect(connect.className).toBe('cta')
  expect(ref.current).toBe(connect)
})

test('onOpen sees the portico-open event and can keep the modal closed', async () => {
  const { config } = createTestConfig()
  const onOpen = vi.fn((event: CustomEvent<{ view: string }>) => event.preventDefault())
  const { container } = render(
    <PorticoProvider config={config}>
      <ConnectButton onOpen={onOpen} />
    </PorticoProvider>,
  )
  const element = container.querySelector('portico-connect-button') as unknown as ButtonElement
  await waitFor(() => expect(element.config).toBe(config))
  await act(async () => void fireEvent.click(element))
  expect(onOpen).toHaveBeenCalledTimes(1)
  expect(onOpen.mock.calls[0]?.[0].detail).toEqual({ view: 'Connect' })
  expect(config.modal.state.open).toBe(false)
})

test('the first render is the bare tag, before the element code loads', () => {
  const { config } = createTestConfig()
  const { container } = render(
    <PorticoProvider config={config}>
      <ConnectButton className="cta" />
    </PorticoProvider>,
  )
  expect(container.innerHTML).toMatch(/^<portico-connect-button class="cta"><\/portico-connect-button>/)
})
