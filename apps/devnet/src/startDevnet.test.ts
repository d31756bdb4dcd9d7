import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Address, encodeFunctionData, hashMessage, maxUint256, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetAccount } from './accounts.js'
import {
  ammRouterAbi,
  porticoPassAbi,
  porticoTokenAbi,
  smartAccountAbi,
  usdCoinAbi,
} from './generated/abis.js'
import { seed } from './seed.js'
import { startDevnet } from './startDevnet.js'
import {
  amountOut,
  ERC1271_MAGIC,
  pgrep,
  ptkPermit,
  publicClient,
  walletClient,
} from './test/devnetClients.js'
import type { Devnet, DevnetChain } from './types.js'

let devnet: Devnet
let startupMs = 0

beforeAll(async () => {
  const started = performance.now()
  devnet = await startDevnet()
  startupMs = performance.now() - started
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

const chainAt = (index: number): DevnetChain => devnet.chains[index]!

describe('startDevnet', () => {
  it('runs two chains with ids 31337 and 31338 on free ports', async () => {
    expect(devnet.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    for (const chain of devnet.chains) {
      expect(await publicClient(chain).getChainId()).toBe(chain.chainId)
      expect(chain.wsUrl).toBe(chain.rpcUrl.replace('http:', 'ws:'))
    }
    expect(new Set(devnet.chains.map((chain) => chain.rpcUrl)).size).toBe(2)
    console.info(`startDevnet: ${Math.round(startupMs)} ms`)
  })

  it('writes addresses.json per chain and serves /devnet.json', async () => {
    for (const chain of devnet.chains) {
      const file = join(devnet.stateDir, String(chain.chainId), 'addresses.json')
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(chain.addresses)
    }
    const info = (await (await fetch(`${devnet.metadataUrl}/devnet.json`)).json()) as {
      chains: DevnetChain[]
    }
    expect(info.chains).toEqual(devnet.chains)
  })

  it('seeds the test accounts with native, USDC (6 decimals) and PTK (18 decimals)', async () => {
    for (const chain of devnet.chains) {
      const client = publicClient(chain)
      const { usdc, ptk, testAccounts } = chain.addresses
      expect(await client.readContract({ address: usdc, abi: usdCoinAbi, functionName: 'decimals' })).toBe(6)
      expect(await client.readContract({ address: usdc, abi: usdCoinAbi, functionName: 'symbol' })).toBe(
        'USDC',
      )
      expect(
        await client.readContract({ address: ptk, abi: porticoTokenAbi, functionName: 'decimals' }),
      ).toBe(18)
      expect(await client.readContract({ address: ptk, abi: porticoTokenAbi, functionName: 'name' })).toBe(
        'Portico Token',
      )
      expect(testAccounts).toHaveLength(3)
      for (const account of testAccounts) {
        expect(await client.getBalance({ address: account })).toBe(seed.nativePerAccount)
        expect(
          await client.readContract({
            address: usdc,
            abi: usdCoinAbi,
            functionName: 'balanceOf',
            args: [account],
          }),
        ).toBe(seed.usdcPerAccount)
        expect(
          await client.readContract({
            address: ptk,
            abi: porticoTokenAbi,
            functionName: 'balanceOf',
            args: [account],
          }),
        ).toBe(seed.ptkPerAccount)
      }
    }
  })

  it('gives each test account an NFT whose metadata and image the devnet serves', async () => {
    const chain = chainAt(0)
    const client = publicClient(chain)
    const { nft, testAccounts } = chain.addresses
    for (const [index, account] of testAccounts.entries()) {
      const tokenId = BigInt(index + 1)
      expect(
        await client.readContract({
          address: nft,
          abi: porticoPassAbi,
          functionName: 'ownerOf',
          args: [tokenId],
        }),
      ).toBe(account)
    }
    const uri = await client.readContract({
      address: nft,
      abi: porticoPassAbi,
      functionName: 'tokenURI',
      args: [2n],
    })
    expect(uri).toBe(`${devnet.metadataUrl}/nft/31337/2.json`)
    const metadata = (await (await fetch(uri)).json()) as { name: string; image: string }
    expect(metadata.name).toBe('Portico Pass #2')
    const image = await fetch(metadata.image)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toMatch(
      /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg".*Portico Pass #2.*<\/svg>$/,
    )
  })

  it('prices WETH near 3000 USDC and PTK near 2 USDC through the stablecoin pools', async () => {
    const chain = chainAt(1)
    const { ammRouter, weth, ptk, usdc } = chain.addresses
    const client = publicClient(chain)
    const quote = async (amountIn: bigint, path: Address[]) => {
      const amounts = await client.readContract({
        address: ammRouter,
        abi: ammRouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      })
      return amounts[amounts.length - 1]!
    }
    const ethPrice = Number(await quote(parseEther('0.01'), [weth, usdc])) / 1e6 / 0.01
    expect(ethPrice).toBeGreaterThan(2985)
    expect(ethPrice).toBeLessThan(3000)
    const ptkPrice = Number(await quote(parseEther('1'), [ptk, usdc])) / 1e6
    expect(ptkPrice).toBeGreaterThan(1.99)
    expect(ptkPrice).toBeLessThan(2)
  })

  it('swaps native for USDC per the constant-product formula', async () => {
    const chain = chainAt(0)
    const client = publicClient(chain)
    const wallet = walletClient(chain, 1)
    const { ammRouter, weth, usdc } = chain.addresses
    const me = wallet.account.address
    const amountIn = parseEther('1')
    const [reserveIn, reserveOut] = await client.readContract({
      address: ammRouter,
      abi: ammRouterAbi,
      functionName: 'getReserves',
      args: [weth, usdc],
    })
    const expected = amountOut(amountIn, reserveIn, reserveOut)
    const nativeBefore = await client.getBalance({ address: me })
    const usdcBefore = await client.readContract({
      address: usdc,
      abi: usdCoinAbi,
      functionName: 'balanceOf',
      args: [me],
    })

    const hash = await wallet.writeContract({
      address: ammRouter,
      abi: ammRouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [expected, [weth, usdc], me, maxUint256],
      value: amountIn,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')

    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client.getBalance({ address: me })).toBe(nativeBefore - amountIn - gas)
    expect(
      await client.readContract({ address: usdc, abi: usdCoinAbi, functionName: 'balanceOf', args: [me] }),
    ).toBe(usdcBefore + expected)
    expect(
      await client.readContract({
        address: ammRouter,
        abi: ammRouterAbi,
        functionName: 'getReserves',
        args: [weth, usdc],
      }),
    ).toEqual([reserveIn + amountIn, reserveOut - expected])
  })

  it('swaps token for token (PTK to USDC) after an approval', async () => {
    const chain = chainAt(0)
    const client = publicClient(chain)
    const wallet = walletClient(chain, 2)
    const { ammRouter, ptk, usdc } = chain.addresses
    const me = wallet.account.address
    const amountIn = parseUnits('100', 18)
    const [reserveIn, reserveOut] = await client.readContract({
      address: ammRouter,
      abi: ammRouterAbi,
      functionName: 'getReserves',
      args: [ptk, usdc],
    })
    const expected = amountOut(amountIn, reserveIn, reserveOut)
    const approve = await wallet.writeContract({
      address: ptk,
      abi: porticoTokenAbi,
      functionName: 'approve',
      args: [ammRouter, amountIn],
    })
    await client.waitForTransactionReceipt({ hash: approve, pollingInterval: 50 })
    const swap = await wallet.writeContract({
      address: ammRouter,
      abi: ammRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, expected, [ptk, usdc], me, maxUint256],
    })
    expect((await client.waitForTransactionReceipt({ hash: swap, pollingInterval: 50 })).status).toBe(
      'success',
    )
    expect(
      await client.readContract({
        address: ptk,
        abi: porticoTokenAbi,
        functionName: 'balanceOf',
        args: [me],
      }),
    ).toBe(seed.ptkPerAccount - amountIn)
    expect(
      await client.readContract({ address: usdc, abi: usdCoinAbi, functionName: 'balanceOf', args: [me] }),
    ).toBe(seed.usdcPerAccount + expected)
  })

  it('swaps a token for native (USDC to ETH)', async () => {
    const chain = chainAt(1)
    const client = publicClient(chain)
    const wallet = walletClient(chain, 2)
    const { ammRouter, weth, usdc } = chain.addresses
    const me = wallet.account.address
    const amountIn = parseUnits('300', 6)
    const [reserveIn, reserveOut] = await client.readContract({
      address: ammRouter,
      abi: ammRouterAbi,
      functionName: 'getReserves',
      args: [usdc, weth],
    })
    const expected = amountOut(amountIn, reserveIn, reserveOut)
    const nativeBefore = await client.getBalance({ address: me })
    const approve = await wallet.writeContract({
      address: usdc,
      abi: usdCoinAbi,
      functionName: 'approve',
      args: [ammRouter, amountIn],
    })
    const approveReceipt = await client.waitForTransactionReceipt({ hash: approve, pollingInterval: 50 })
    const swap = await wallet.writeContract({
      address: ammRouter,
      abi: ammRouterAbi,
      functionName: 'swapExactTokensForETH',
      args: [amountIn, expected, [usdc, weth], me, maxUint256],
    })
    const receipt = await client.waitForTransactionReceipt({ hash: swap, pollingInterval: 50 })
    const gas = [approveReceipt, receipt].reduce((sum, r) => sum + r.gasUsed * r.effectiveGasPrice, 0n)
    expect(await client.getBalance({ address: me })).toBe(nativeBefore + expected - gas)
  })

  it('accepts an EIP-2612 permit for PTK', async () => {
    const chain = chainAt(1)
    const client = publicClient(chain)
    const owner = devnetAccount(0)
    const spender = walletClient(chain, 1)
    const { ptk } = chain.addresses
    const value = parseUnits('5', 18)
    const signature = await owner.signTypedData(
      ptkPermit({
        ptk,
        chainId: chain.chainId,
        owner: owner.address,
        spender: spender.account.address,
        value,
      }),
    )
    const r = `0x${signature.slice(2, 66)}` as const
    const s = `0x${signature.slice(66, 130)}` as const
    const v = Number.parseInt(signature.slice(130, 132), 16)
    const hash = await spender.writeContract({
      address: ptk,
      abi: porticoTokenAbi,
      functionName: 'permit',
      args: [owner.address, spender.account.address, value, maxUint256, v, r, s],
    })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    expect(
      await client.readContract({
        address: ptk,
        abi: porticoTokenAbi,
        functionName: 'allowance',
        args: [owner.address, spender.account.address],
      }),
    ).toBe(value)
  })

  it("validates the owner's signatures with ERC-1271 and rejects another signer's", async () => {
    const chain = chainAt(0)
    const client = publicClient(chain)
    const { smartAccount } = chain.addresses
    const message = 'Sign in to Portico'
    const hash = hashMessage(message)
    const check = (signature: `0x${string}`) =>
      client.readContract({
        address: smartAccount,
        abi: smartAccountAbi,
        functionName: 'isValidSignature',
        args: [hash, signature],
      })
    const ownerSignature = await devnetAccount(0).signMessage({ message })
    const otherSignature = await devnetAccount(1).signMessage({ message })
    expect(await check(ownerSignature)).toBe(ERC1271_MAGIC)
    expect(await check(otherSignature)).not.toBe(ERC1271_MAGIC)
    expect(
      await client.readContract({ address: smartAccount, abi: smartAccountAbi, functionName: 'owner' }),
    ).toBe(devnetAccount(0).address)
    // viem's own verification path (what the EVM adapter uses) agrees.
    expect(await client.verifyMessage({ address: smartAccount, message, signature: ownerSignature })).toBe(
      true,
    )
    expect(await client.verifyMessage({ address: smartAccount, message, signature: otherSignature })).toBe(
      false,
    )
  })

  it('lets the owner execute calls through the funded smart account', async () => {
    const chain = chainAt(1)
    const client = publicClient(chain)
    const owner = walletClient(chain, 0)
    const { smartAccount, usdc, testAccounts } = chain.addresses
    const to = testAccounts[2]!
    expect(await client.getBalance({ address: smartAccount })).toBe(seed.smartAccount.native)
    const before = await client.readContract({
      address: usdc,
      abi: usdCoinAbi,
      functionName: 'balanceOf',
      args: [to],
    })
    const amount = parseUnits('25', 6)
    const hash = await owner.writeContract({
      address: smartAccount,
      abi: smartAccountAbi,
      functionName: 'execute',
      args: [usdc, 0n, encodeFunctionData({ abi: usdCoinAbi, functionName: 'transfer', args: [to, amount] })],
    })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    expect(
      await client.readContract({ address: usdc, abi: usdCoinAbi, functionName: 'balanceOf', args: [to] }),
    ).toBe(before + amount)
    expect(
      await client.readContract({
        address: usdc,
        abi: usdCoinAbi,
        functionName: 'balanceOf',
        args: [smartAccount],
      }),
    ).toBe(seed.smartAccount.usdc - amount)
  })

  it('has Multicall3 at its canonical address', async () => {
    const chain = chainAt(0)
    const { usdc, ptk, testAccounts } = chain.addresses
    const account = testAccounts[0]!
    const results = await publicClient(chain).multicall({
      contracts: [
        { address: usdc, abi: usdCoinAbi, functionName: 'balanceOf', args: [account] },
        { address: ptk, abi: porticoTokenAbi, functionName: 'symbol' },
      ],
      allowFailure: false,
    })
    expect(results).toEqual([seed.usdcPerAccount, 'PTK'])
  })

  it('stop() leaves no process behind', async () => {
    const { pids, chains, metadataUrl } = devnet
    expect(pids.length).toBe(3) // two anvils and the watchdog
    const port = (chain: DevnetChain) => new URL(chain.rpcUrl).port
    expect(pgrep(`anvil .*--port ${port(chainAt(0))} `)).toEqual([String(pids[0])])
    await devnet.stop()
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow(/ESRCH/)
    for (const chain of chains) {
      expect(pgrep(`anvil .*--port ${port(chain)} `)).toEqual([])
      await expect(fetch(chain.rpcUrl, { method: 'POST' })).rejects.toThrow()
    }
    await expect(fetch(`${metadataUrl}/devnet.json`)).rejects.toThrow()
  })
})
