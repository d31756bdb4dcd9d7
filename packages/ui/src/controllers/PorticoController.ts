import { ContextConsumer } from '@lit/context'
import type { Config } from '@portico/core'
import type { ReactiveController, ReactiveElement } from 'lit'
import { type PorticoContext, porticoContext } from '../context/portico.js'
import type { ImageStore } from '../utils/imageStore.js'
import { StateController } from './StateController.js'

/**
 * A view's link to the modal: the context (config, locale, images) and re-renders on the
 * core states it selects and when catalogue images arrive.
 */
export class PorticoController implements ReactiveController {
  private readonly consumer: ContextConsumer<typeof porticoContext, ReactiveElement>
  private images: ImageStore | undefined
  private unsubscribeImages: (() => void) | undefined

  constructor(
    private readonly host: ReactiveElement,
    select: (config: Config) => readonly (object | undefined)[] = () => [],
  ) {
    this.consumer = new ContextConsumer(host, { context: porticoContext, subscribe: true })
    new StateController(host, () => {
      const value = this.consumer.value
      return value ? select(value.config) : []
    })
    host.addController(this)
  }

  hostConnected(): void {
    this.syncImages()
  }

  hostUpdate(): void {
    this.syncImages()
  }

  hostDisconnected(): void {
    this.unsubscribeImages?.()
    this.unsubscribeImages = undefined
    this.images = undefined
  }

  private syncImages(): void {
    const images = this.consumer.value?.images
    if (images === this.images) return
    this.unsubscribeImages?.()
    this.images = images
    this.unsubscribeImages = images?.subscribe(() => this.host.requestUpdate())
  }

  /** The context, once the modal provided it. */
  get value(): PorticoContext | undefined {
    return this.consumer.value
  }
}
