import { type Config, createSendController, type SendController } from '@portico/core'

const controllers = new WeakMap<Config, SendController>()

/** The config's send controller: `config.send` when core provides one, else one created for it. */
export function sendControllerFor(config: Config): SendController {
  const own = (config as Config & { send?: SendController }).send
  if (own) return own
  let controller = controllers.get(config)
  if (!controller) {
    controller = createSendController(config)
    controllers.set(config, controller)
  }
  return controller
}
