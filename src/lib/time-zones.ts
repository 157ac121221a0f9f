// Time zone names as people type them: checked, and spelt as the IANA database spells them.
// The world clock widget and the Time tool both read a zone through `resolveTimeZone`, so they
// take the same names.

// Browsers list zones by their CLDR names, some long renamed in the IANA database: people look
// for Kolkata and Kyiv, not Calcutta and Kiev. Every browser takes both spellings.
const RENAMED: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
}

/** The zone `Intl` resolves a name to, or undefined when it does not take the name. */
function intlZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** A zone's current IANA name where the browser gives an old one, if the browser takes it. */
function modernName(zone: string): string {
  const renamed = RENAMED[zone]
  return renamed && intlZone(renamed) ? renamed : zone
}

/** This browser's time zone, or UTC when it will not say. */
export function browserTimeZone(): string {
  try {
    return modernName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
  } catch {
    return 'UTC'
  }
}

let zoneList: string[] | undefined

/** Every IANA zone this browser lists, by current names, sorted, with 'UTC' first. */
export function timeZones(): string[] {
  if (!zoneList) {
    let supported: string[] = []
    try {
      supported = Intl.supportedValuesOf('timeZone')
    } catch {
      // An engine without the list still takes any zone typed in.
    }
    const names = new Set(supported.filter((zone) => zone !== 'UTC').map(modernName))
    zoneList = ['UTC', ...[...names].sort()]
  }
  return zoneList
}

/** What this code needs of `Temporal` (in Chromium and Firefox; not in Safari, nor in Node 20). */
interface TemporalZones {
  ZonedDateTime: new (epochNanoseconds: bigint, timeZone: string) => { timeZoneId: string }
}

/**
 * The name as the IANA database spells it, alias and all, or undefined where the browser has no
 * `Temporal` or does not take the name: 'US/Eastern' for 'us/eastern', 'Asia/Calcutta' for
 * 'asia/calcutta'. (A `Temporal` time zone keeps the name it was given, in its proper case.)
 */
function temporalSpelling(name: string): string | undefined {
  const temporal = (globalThis as { Temporal?: TemporalZones }).Temporal
  try {
    return temporal && new temporal.ZonedDateTime(0n, name).timeZoneId
  } catch {
    return undefined
  }
}

// null: not a zone this browser knows.
const resolved = new Map<string, string | null>()

/**
 * A zone name as typed, checked and in its proper case, or null when this browser does not know
 * it: 'Asia/Tokyo' for ' asia/tokyo', 'UTC' for 'utc', 'US/Eastern' for 'us/eastern',
 * 'Asia/Kolkata' for 'asia/kolkata'. Only the case changes, never the name. The spelling comes
 * from `Temporal`, else from `Intl` when it resolves to the same name (it resolves an alias to
 * the name it stands for, in Chromium an old one at that: Asia/Kolkata to Asia/Calcutta), else
 * from the browser's list of zones; where none knows it (an alias, in a browser without
 * `Temporal`), the name is kept as typed.
 */
export function resolveTimeZone(text: string): string | null {
  const name = text.trim()
  let zone = resolved.get(name)
  if (zone === undefined) {
    const intl = name ? intlZone(name) : undefined
    if (!intl) zone = null
    else {
      const same = (other?: string) => other?.toLowerCase() === name.toLowerCase()
      const temporal = temporalSpelling(name)
      zone = same(temporal)
        ? temporal!
        : same(intl)
          ? intl
          : (timeZones().find((listed) => same(listed)) ?? name)
    }
    resolved.set(name, zone)
  }
  return zone
}
