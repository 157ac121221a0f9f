/** Timings and limits of the shell (toasts, tooltips, menus, dialogs). Milliseconds unless named otherwise. */
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

export const APP_NAME = 'Hearth'
