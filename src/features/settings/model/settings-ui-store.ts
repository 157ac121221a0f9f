import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

interface SettingsUiState {
  /** The settings side menu starts expanded; the choice lasts for this tab. */
  sideMenuExpanded: boolean
  toggleSideMenu: () => void
}

export const useSettingsUiStore = create<SettingsUiState>()(
  persist(
    (set) => ({
      sideMenuExpanded: true,
      toggleSideMenu: () => set((state) => ({ sideMenuExpanded: !state.sideMenuExpanded })),
    }),
    {
      name: 'hearth:settings-ui',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      merge: (stored, current) => ({
        ...current,
        sideMenuExpanded:
          (stored as { sideMenuExpanded?: unknown } | null)?.sideMenuExpanded !== false,
      }),
    },
  ),
)
