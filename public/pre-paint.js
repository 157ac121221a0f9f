// Runs first, before anything else on the page (a plain script in <head>; index.html).
// 1. Narrows the page's Content-Security-Policy to what this device's settings need: images
//    from https: only with 'Load site icons' on (Settings > General), connections only to the
//    page's own origin and this device's sync server. A second policy can only
//    tighten the build's own (vite.config.ts, contentSecurityPolicy), never loosen it
//    (docs/security.md).
// 2. Applies the saved theme before first paint (no flash of the wrong theme). Keep in step
//    with src/data/theme-store.ts (key 'hearth:theme').
;(function () {
  var doc = document
  var root = doc.documentElement
  var read = function (key) {
    try {
      var saved = JSON.parse(localStorage.getItem(key) || 'null')
      return (saved && saved.state) || {}
    } catch (e) {
      return {}
    }
  }

  // The built app carries a policy (the dev server none: its hot reload needs inline scripts).
  if (doc.querySelector('meta[http-equiv="Content-Security-Policy"]')) {
    var images = read('hearth:preferences').loadSiteIcons === true ? ' https:' : ''
    var policy = doc.createElement('meta')
    policy.httpEquiv = 'Content-Security-Policy'
    policy.content = "img-src 'self' data: blob:" + images + syncConnections()
    policy.setAttribute('data-hearth-csp', 'device')
    doc.head.appendChild(policy)
  }

  // Connections: the page's own origin, and the sync server this device is paired with
  // (Settings > Data > Sync; key 'hearth:sync', src/data/sync/sync-state.ts) or is pairing with
  // in this tab (sessionStorage 'hearth:sync-pairing', set by the pairing form, which reloads
  // the page to reach a server the policy did not name). No other server.
  function syncConnections() {
    var allowed = ''
    var add = function (serverUrl) {
      try {
        var url = typeof serverUrl === 'string' ? new URL(serverUrl) : null
        if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return
        var ws = (url.protocol === 'https:' ? 'wss://' : 'ws://') + url.host
        allowed += ' ' + url.origin + ' ' + ws
      } catch (e) {}
    }
    try {
      var device = JSON.parse(localStorage.getItem('hearth:sync') || 'null')
      if (device) add(device.serverUrl)
    } catch (e) {}
    try {
      var pairing = JSON.parse(sessionStorage.getItem('hearth:sync-pairing') || 'null')
      if (pairing) add(pairing.serverUrl)
    } catch (e) {}
    return "; connect-src 'self'" + allowed
  }

  var dark = true
  try {
    var t = read('hearth:theme')
    var mode = t.mode === 'light' || t.mode === 'system' ? t.mode : 'dark'
    dark = mode === 'system' ? matchMedia('(prefers-color-scheme: dark)').matches : mode === 'dark'
    root.classList.toggle('dark', dark)
    var radius = typeof t.radius === 'number' && t.radius >= 0 && t.radius <= 16 ? t.radius : 8
    root.style.setProperty('--radius', radius + 'px')
    var accent =
      typeof t.accent === 'string' && /^[a-z]{1,16}$/.test(t.accent) ? t.accent : 'default'
    root.setAttribute('data-accent', accent)
    if (
      accent === 'custom' &&
      typeof t.customAccent === 'string' &&
      CSS.supports('color', t.customAccent)
    ) {
      root.style.setProperty('--accent-custom', t.customAccent)
    }
  } catch (e) {
    root.classList.add('dark')
  }
  // The browser's own frame (an installed app's title bar) in the theme's surface colour.
  var color = doc.querySelector('meta[name="theme-color"]:not([media])')
  if (color) color.setAttribute('content', dark ? '#18181b' : '#ffffff')
})()
