/** Timings and limits from the product spec (§9). Milliseconds unless named otherwise. */
export const TIMING = {
  toastInfo: 5000,
  toastSuccess: 5000,
  tooltipDelay: 700,
  tooltipSkipDelay: 300,
  spinnerDelay: 200,
  clockRefresh: 1000,
  menuOpen: 300,
  menuClose: 200,
  dialogShow: 200,
  dialogHide: 100,
  sideMenu: 300,
} as const

export const TOOLTIP_OFFSET = 4

/** Stacking order (spec §9); used as Tailwind classes z-40, z-48, z-49, z-50 and z-999. */
export const Z_INDEX = { menu: 40, fullscreen: 48, toast: 49, dialog: 50, tooltip: 999 } as const

export const APP_NAME = 'Hearth'
