import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/**
 * A phone-sized window: the side menu (12rem at least) would leave the settings too narrow to
 * use, so there it starts collapsed.
 */
const narrow = () => typeof matchMedia !== 'undefined' && matchMedia('(max-width: 639px)').matches

interface SettingsUiState {
  /** The settings side menu starts expanded (collapsed on a phone); the choice lasts for this tab. */
  sideMenuExpanded: boolean
  toggleSideMenu: () => void
}

export const useSettingsUiStore = create<SettingsUiState>()(
  persist(
    (set) => ({
      sideMenuExpanded: !narrow(),
      toggleSideMenu: () => set((state) => ({ sideMenuExpanded: !state.sideMenuExpanded })),
    }),
    {
      name: 'hearth:settings-ui',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      merge: (stored, current) => {
        const value = (stored as { sideMenuExpanded?: unknown } | null)?.sideMenuExpanded
        return {
          ...current,
          sideMenuExpanded: typeof value === 'boolean' ? value : current.sideMenuExpanded,
        }
      },
    },
  ),
)
