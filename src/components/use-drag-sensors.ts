import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type KeyboardSensorOptions,
  type PointerSensorOptions,
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'

// The same objects on every render: dnd-kit memoises a sensor on its options, and a new
// sensor gives its drag context a new value, drawing again every draggable and drop target
// under it (on the Bookmarks screen, each folder of the tree on every key of a search).
const POINTER: PointerSensorOptions = { activationConstraint: { distance: 5 } }
const KEYBOARD: KeyboardSensorOptions = { coordinateGetter: sortableKeyboardCoordinates }

/**
 * The sensors of Hearth's sortable lists: the pointer once it has moved 5 px (a click stays a
 * click), and the keyboard (Space picks up, the arrow keys move, Space drops).
 */
export function useDragSensors() {
  return useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD))
}
