// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDragSensors } from './use-drag-sensors'

describe('useDragSensors', () => {
  it('gives the same sensors on every render, so a drag context keeps its value', () => {
    const { result, rerender } = renderHook(() => useDragSensors())
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    expect(result.current.map((s) => s.sensor.name)).toEqual(['PointerSensor', 'KeyboardSensor'])
  })
})
