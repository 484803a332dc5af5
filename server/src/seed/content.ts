// Writes the demo content once per database (content_meta key demo_seed), so a new install shows real
// columns, articles, courses, a book club and an activity. Concurrent starts write it once.
import type { Db } from '../plugins/db'
import { rendered } from '../util/markdown'
import { insertRow } from '../repositories/content'
import { saveSessions } from '../repositories/events'
import { DEMO_COLUMNS, DEMO_COURSES, DEMO_EVENTS } from './content-texts'

const HOUR = 3600_000

export async function seedContent(db: Db, now: number): Promise<boolean> {
  return db.tx(async (q) => {
    const gate = await q.query(`INSERT INTO content_meta (key, value) VALUES ('demo_seed', $1) ON CONFLICT (key) DO NOTHING RETURNING key`, [
      String(now),
    ])
    if (!gate.rows.length) return false
    const published = { status: 'published', published_at: now }
    for (const [i, c] of DEMO_COLUMNS.entries()) {
      const col = await insertRow<{ id: number }>(
        q,
        'cms_columns',
        { title: c.title, intro: c.intro, sort: DEMO_COLUMNS.length - i, ...published },
        now,
      )
      for (const a of c.articles) {
        const { html, excerpt } = rendered(a.body)
        await insertRow(
          q,
          'cms_articles',
          { column_id: col.id, title: a.title, author: a.author, body_md: a.body, body_html: html, excerpt, ...published },
          now,
        )
      }
    }
    for (const c of DEMO_COURSES) {
      const { html, excerpt } = rendered(c.intro)
      const course = await insertRow<{ id: number }>(
        q,
        'courses',
        { title: c.title, author: c.author, price_coins: c.price, intro_md: c.intro, intro_html: html, excerpt, ...published },
        now,
      )
      for (const [i, l] of c.lessons.entries()) {
        await insertRow(
          q,
          'course_lessons',
          { course_id: course.id, title: l.title, body_md: l.body, body_html: rendered(l.body).html, is_free: l.free, sort: i + 1 },
          now,
        )
      }
    }
    for (const e of DEMO_EVENTS) {
      const { html, excerpt } = rendered(e.intro)
      const sessions = e.sessions.map((s) => ({
        title: s.title,
        starts_at: now + s.startsIn,
        ends_at: now + s.startsIn + s.hours * HOUR,
        location: '',
      }))
      const ev = await insertRow<{ id: number }>(
        q,
        'events',
        {
          kind: e.kind,
          title: e.title,
          host: e.host,
          book_title: e.book_title,
          book_author: e.book_author,
          location: e.location,
          intro_md: e.intro,
          intro_html: html,
          excerpt,
          capacity: e.capacity,
          signup_deadline: now + e.deadlineIn,
          starts_at: sessions[0].starts_at,
          ends_at: sessions[sessions.length - 1].ends_at,
          ...published,
        },
        now,
      )
      await saveSessions(q, ev.id, sessions)
    }
    return true
  })
}
