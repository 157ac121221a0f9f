// Applies the saved theme before first paint (no flash of the wrong theme).
// Injected inline into every HTML entry by vite.config.ts (prePaint). Keep in step with
// src/data/theme-store.ts (key 'hearth:theme').
;(function () {
  var root = document.documentElement
  try {
    var saved = JSON.parse(localStorage.getItem('hearth:theme') || 'null')
    var t = (saved && saved.state) || {}
    var mode = t.mode === 'light' || t.mode === 'system' ? t.mode : 'dark'
    var dark =
      mode === 'system' ? matchMedia('(prefers-color-scheme: dark)').matches : mode === 'dark'
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
})()
