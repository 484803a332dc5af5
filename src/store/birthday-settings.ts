/** Birthday widget preference (storage key birthdayWidgetSettings): solar or lunar birthdays. */
import { z } from 'zod'
import { settingsStore } from './settings-store'
import type { BirthdayKind } from '@/births/birthdays'

export interface BirthdayWidgetSettings {
  calendar: BirthdayKind
}

export const birthdayWidgetSchema = z.object({ calendar: z.enum(['solar', 'lunar']) })
export const BIRTHDAY_WIDGET_DEFAULTS: BirthdayWidgetSettings = { calendar: 'solar' }

export const useBirthdayWidgetSettings = settingsStore<BirthdayWidgetSettings>(
  'birthdayWidgetSettings',
  birthdayWidgetSchema,
  BIRTHDAY_WIDGET_DEFAULTS,
)
