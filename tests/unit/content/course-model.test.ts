import { describe, expect, it } from 'vitest'
import {
  courseFormErrors,
  courseProgress,
  EMPTY_COURSE_FORM,
  EMPTY_LESSON_FORM,
  lessonFormErrors,
  lessonMedia,
  lessonToResume,
  mediaUrlAllowed,
  movedOrder,
  percentOf,
  playedPercent,
  progressToSend,
} from '@/store/course-model'

describe('course progress', () => {
  it('a course counts finished lessons and averages the percents (a half-heard lesson counts half)', () => {
    expect(courseProgress([{ percent: 100 }, { percent: 50 }, { percent: 0 }])).toEqual({ done: 1, total: 3, percent: 50 })
    expect(courseProgress([])).toEqual({ done: 0, total: 0, percent: 0 })
  })
  it('my courses show done out of total as a whole percent', () => {
    expect(percentOf(1, 3)).toBe(33)
    expect(percentOf(2, 2)).toBe(100)
    expect(percentOf(0, 0)).toBe(0)
  })
  it('played percent: the last second is the end, before it at most 99', () => {
    expect(playedPercent(30, 120)).toBe(25)
    expect(playedPercent(119.2, 120)).toBe(100)
    expect(playedPercent(118, 120)).toBe(98)
    expect(playedPercent(10, 0)).toBe(0)
  })
  it('progress only grows, in steps of 10 points, and the first 100 is always sent', () => {
    expect(progressToSend(0, 5)).toBeNull()
    expect(progressToSend(0, 12)).toBe(12)
    expect(progressToSend(40, 30)).toBeNull()
    expect(progressToSend(95, 100)).toBe(100)
    expect(progressToSend(100, 100)).toBeNull()
  })
})

describe('lessons', () => {
  it('media plays only from https or the API’s own /api/ paths', () => {
    expect(mediaUrlAllowed('https://cdn.example.com/a.mp3')).toBe(true)
    expect(mediaUrlAllowed('/api/files/1.mp4')).toBe(true)
    for (const bad of ['http://x.com/a.mp3', '//x.com/a', 'javascript:alert(1)', 'data:audio/mp3;base64,AA', 'a.mp3'])
      expect(mediaUrlAllowed(bad), bad).toBe(false)
    expect(lessonMedia('audio', 'https://x.com/a.mp3')).toEqual({ type: 'audio', url: 'https://x.com/a.mp3' })
    expect(lessonMedia('', 'https://x.com/a.mp3')).toBeNull()
    expect(lessonMedia('video', 'http://x.com/a.mp4')).toBeNull()
  })
  it('resuming opens the last lesson, else the first unfinished open one', () => {
    const ls = [
      { id: 1, percent: 100, locked: false },
      { id: 2, percent: 0, locked: true },
      { id: 3, percent: 20, locked: false },
    ]
    expect(lessonToResume(ls, 1)).toBe(1)
    expect(lessonToResume(ls, 2)).toBe(3)
    expect(lessonToResume(ls)).toBe(3)
    expect(lessonToResume([])).toBeNull()
  })
  it('moving a lesson swaps it with its neighbour; the ends do not move', () => {
    expect(movedOrder([1, 2, 3], 2, -1)).toEqual([2, 1, 3])
    expect(movedOrder([1, 2, 3], 2, 1)).toEqual([1, 3, 2])
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3])
    expect(movedOrder([1, 2, 3], 9, 1)).toEqual([1, 2, 3])
  })
})

describe('admin forms', () => {
  it('a course needs a title; price and sort are whole numbers in the server’s range; the cover follows the media rule', () => {
    expect(courseFormErrors(EMPTY_COURSE_FORM)).toEqual({ title: 'required' })
    expect(courseFormErrors({ ...EMPTY_COURSE_FORM, title: '课', price: '1.5', sort: 'x', cover: 'http://a.com/c.png' })).toEqual({
      price: 'badNumber',
      sort: 'badNumber',
      cover: 'badUrl',
    })
    expect(courseFormErrors({ ...EMPTY_COURSE_FORM, title: '课', price: '1000001' }).price).toBe('badNumber')
    expect(courseFormErrors({ ...EMPTY_COURSE_FORM, title: '课', price: '100' })).toEqual({})
  })
  it('a lesson with a media type needs its URL; without one the URL is ignored', () => {
    expect(lessonFormErrors({ ...EMPTY_LESSON_FORM, title: '一', mediaType: 'audio' })).toEqual({ mediaUrl: 'required' })
    expect(lessonFormErrors({ ...EMPTY_LESSON_FORM, title: '一', mediaType: 'video', mediaUrl: 'ftp://x' })).toEqual({ mediaUrl: 'badUrl' })
    expect(lessonFormErrors({ ...EMPTY_LESSON_FORM, title: '一', mediaUrl: 'ftp://x' })).toEqual({})
  })
})
