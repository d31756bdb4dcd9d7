// The wallet frame's entry: reads its config, opens the device store, and answers the app's messages.
import { Networks } from './chains.js'
import { readFrameConfig } from './config.js'
import { openDeviceStore } from './deviceStore.js'
import { watchWalletMoved } from './exitNotice.js'
import { listen } from './messages.js'
import { createRequestHandlers, type Frame } from './requests/index.js'
import { createServiceClient } from './service.js'
import { createSurface } from './ui/surface.js'
import { createWallet } from './wallet.js'

async function start(): Promise<void> {
  const config = readFrameConfig(document)
  const store = await openDeviceStore({ projectId: config.projectId })
  if (!store.persistent && config.logger)
    console.debug(
      '[portico frame] the browser refuses this frame storage: the wallet lives in memory for this page',
    )
  const service = createServiceClient({
    projectId: config.projectId,
    token: async () => (await store.session())?.token,
    fetch: watchWalletMoved(() => frame.surface),
  })
  const frame: Frame = {
    config,
    deviceId: await store.deviceId(),
    store,
    service,
    wallet: createWallet({ store, service }),
    surface: createSurface(document),
    networks: new Networks(),
    state: { chainId: config.chainId, locale: undefined, pendingEmail: undefined },
    reload: () => setTimeout(() => location.reload(), 0),
  }
  listen({ window, config, handlers: createRequestHandlers(frame) })
}

start().catch((error: unknown) => {
  // Without its config or storage the frame cannot work; the kit reports the missing FRAME_READY.
  console.error('[portico frame] could not start', error)
})
