/**
 * Launch work the first screen does not need: the sync subscriptions (settings, births and records; merit) and the
 * H5 service worker. app.ts loads this module after the first paint and runs each step in a task of its own.
 */
import { registerServiceWorker, type ServiceWorkerOptions } from '@/platform/service-worker'
import { installMeritSync } from '@/store/merit-sync'
import { installSync } from '@/store/sync'

export function backgroundSteps(serviceWorker: ServiceWorkerOptions): (() => unknown)[] {
  return [installSync, installMeritSync, () => registerServiceWorker(serviceWorker)]
}
