// Content area (docs/content.md): CMS, courses, book clubs and activities, inbox and feedback.
import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services'
import { registerCms } from './cms'
import { registerCourse } from './course'
import { registerEvents } from './events'
import { registerInbox } from './inbox'

export function registerContent(app: FastifyInstance, svc: Services) {
  registerCms(app, svc)
  registerCourse(app, svc)
  registerEvents(app, svc)
  registerInbox(app, svc)
}
