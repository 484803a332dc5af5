/** Geomancy settings: the one school choice so far, how the twelve houses are filled. */
import { z } from 'zod'
import { inputError } from '@/core/errors'

export const geomancySettingsSchema = z.object({
  /** 'agrippa': mothers → houses 1–4, daughters → 5–8, nieces → 9–12 (Agrippa, Greer). */
  houseScheme: z.enum(['agrippa']).default('agrippa'),
})

export type GeomancySettings = z.infer<typeof geomancySettingsSchema>

export const defaultGeomancySettings: GeomancySettings = geomancySettingsSchema.parse({})

export function parseGeomancySettings(raw: unknown): GeomancySettings {
  const r = geomancySettingsSchema.safeParse(raw ?? {})
  if (!r.success) inputError('bad_settings', `地占设置无效：${r.error.issues.map((i) => i.path.join('.') + ' ' + i.message).join('；')}`)
  return r.data
}
