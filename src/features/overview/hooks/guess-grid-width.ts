/**
 * The grid's width as the page's box will make it (`max-w-7xl`, `px-4`, `sm:px-6`) in the content
 * area, before the grid is there to measure. Right (on the breakpoint) nearly always, it lets the
 * widgets render with the page, in the page's own render (sliced when it is a transition), instead
 * of in a second, synchronous render in one long task once the grid has been measured; a wrong
 * guess is corrected by that measurement before anything is painted.
 */
export function guessGridWidth(): number {
  const area = document.getElementById('content')?.clientWidth || window.innerWidth
  const padding = window.innerWidth >= 640 ? 48 : 32
  return Math.max(0, Math.min(area, 1280) - padding)
}
