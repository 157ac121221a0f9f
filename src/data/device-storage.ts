import { createJSONStorage } from 'zustand/middleware'
import { toast } from '@/components/ui/toast-store'
import { forgetOversizedEntries, isQuotaError } from '@/lib/workspace-storage'

/**
 * Writes of device settings (preferences, theme, a section's view options, the sync pairing) to
 * localStorage. The browser refuses a write when its storage for the site is full (or blocked):
 * the change then still applies in this tab, and the user is told with an error toast that it
 * will not outlast a reload, instead of an uncaught error and a change gone after a reload.
 */

const STORAGE_TOAST = 'device-storage'

/** Keys whose last write was refused, with the value refused (told once per value). */
const refused = new Map<string, string>()

function write(key: string, value: string) {
  if (localStorage.getItem(key) !== value) localStorage.setItem(key, value)
}

/**
 * Stores a device setting; never throws. Returns whether it was stored. When storage is full,
 * per-workspace entries kept before they had a size limit are removed to make room first.
 */
export function storeDeviceSetting(key: string, value: string): boolean {
  try {
    try {
      write(key, value)
    } catch (error) {
      if (!isQuotaError(error) || !forgetOversizedEntries()) throw error
      write(key, value)
    }
    refused.delete(key)
    return true
  } catch (error) {
    if (refused.get(key) !== value)
      toast({
        kind: 'error',
        title: 'Settings not saved',
        message: isQuotaError(error)
          ? 'This browser’s storage for Hearth is full, so your change lasts only until Hearth is reloaded.'
          : 'This browser does not let Hearth store settings, so your change lasts only until Hearth is reloaded.',
        group: STORAGE_TOAST,
      })
    refused.set(key, value)
    return false
  }
}

/** Whether the last write of `key` through {@link storeDeviceSetting} was stored. */
export const lastWriteStored = (key: string) => !refused.has(key)

/** localStorage for a zustand `persist` store, written through {@link storeDeviceSetting}. */
export const deviceStorage = <S>() =>
  createJSONStorage<S>(() => ({
    getItem: (key) => {
      try {
        return localStorage.getItem(key)
      } catch {
        return null
      }
    },
    setItem: (key, value) => void storeDeviceSetting(key, value),
    removeItem: (key) => {
      try {
        localStorage.removeItem(key)
      } catch {
        /* storage unavailable */
      }
    },
  }))
