import { memoryStorage } from '@portico/core'
import { afterEach, describe, expect, test } from 'vitest'
import { destroyConfigs, loggedIn, setup } from '../test/controllerWorld.js'
import { EVM_ADDRESS, SOLANA_ADDRESS, scriptedWallet } from '../test/scriptedFrame.js'

// A wallet imported from one chain's private key has an account on that chain only: the frame refuses GET_USER
// for the other (NOT_SUPPORTED, 4902), and the kit offers only the namespace the wallet has.

afterEach(destroyConfigs)

const walletOf = (...chains: ('eip155' | 'solana')[]) => {
  const wallet = scriptedWallet()
  wallet.world.chains = new Set(chains)
  return wallet
}

describe('a one-chain embedded wallet', () => {
  test('an EVM-key wallet connects eip155 only; solana stays disconnected and has no session', async () => {
    const { config, embedded, solana } = await loggedIn(setup({ wallet: walletOf('eip155') }))
    expect(config.account.get('eip155')).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(config.account.get('solana').status).toBe('disconnected')
    expect(solana.held.session).toBeUndefined()
    expect(embedded.state).toMatchObject({ status: 'idle', error: undefined })
    expect(embedded.state.user?.addresses).toEqual({ eip155: EVM_ADDRESS })
  })

  test('a Solana-key wallet connects solana only, and leads even when the app was on eip155', async () => {
    const { config, evm, embedded } = await loggedIn(setup({ wallet: walletOf('solana') }))
    expect(config.account.get('solana')).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
    expect(config.account.get('eip155').status).toBe('disconnected')
    expect(evm.held.session).toBeUndefined()
    expect(embedded.state.user?.addresses).toEqual({ solana: SOLANA_ADDRESS })
  })

  test('a reload restores only the namespace the wallet has', async () => {
    const backend = memoryStorage()
    const wallet = walletOf('eip155')
    ;(await loggedIn(setup({ backend, wallet }))).config.destroy()
    const second = setup({ backend, wallet })
    await second.config.ready
    expect(second.config.account.get('eip155')).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    expect(second.config.account.get('solana').status).toBe('disconnected')
  })

  test("a wallet whose only chain the app does not offer fails the login with the frame's error", async () => {
    const world = setup({ wallet: walletOf('solana'), solana: false })
    await expect(loggedIn(world)).rejects.toMatchObject({ reason: 'NOT_SUPPORTED', code: 4902 })
    expect(world.config.isConnected()).toBe(false)
    expect(world.embedded.state.status).toBe('error')
  })
})
