// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'
import { guessGridWidth } from './guess-grid-width'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

function contentArea(width: number) {
  const area = document.createElement('main')
  area.id = 'content'
  document.body.append(area)
  vi.spyOn(area, 'clientWidth', 'get').mockReturnValue(width)
}

it('takes the page padding off the content area, wider on screens of 640 px and more', () => {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024)
  contentArea(1009)
  expect(guessGridWidth()).toBe(961)
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390)
  expect(guessGridWidth()).toBe(977)
})

it('stops at the page width, and falls back to the window without a content area', () => {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1920)
  contentArea(1920)
  expect(guessGridWidth()).toBe(1232)
  document.body.innerHTML = ''
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390)
  expect(guessGridWidth()).toBe(358)
})
