// Runs before the first paint (a plain script in <head>, after pre-paint.js): keys from the
// first frame: until the app's key handler is there (the command host, which loads
// after the first screen), a registered shortcut pressed now is taken here, kept from the
// browser (Ctrl+K would focus its address bar), and handed to the command host in order
// (`takeOver`; src/app/shortcuts/use-boot-keys.ts replays them). Only registered shortcuts, on
// their screens, and in text fields only those meant for fields: typing is untouched. The list
// and the frames' classes come from the command registry, through the build
// (src/app/shortcuts/boot-keys.ts, a JSON block `#hearth-keys` that never runs).
// Ctrl+K and ? show their dialog's frame at once: the search palette's box with a real field
// (what is typed in it, and Enter and the arrow keys, go to the palette once it is here), and
// 'Keyboard shortcuts' empty until its list comes. The app removes a frame as its own dialog
// takes over (`dropFrame`).
;(function () {
  try {
    var block = document.getElementById('hearth-keys')
    if (!block) return
    var data = JSON.parse(block.textContent)
    var apple = /Mac|iPhone|iPad|iPod/.test(navigator.platform)
    var queue = []
    var frames = {}
    var taken = false

    var FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])'
    var NOT_TYPED = ['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset']
    NOT_TYPED.push('submit')
    var inField = function (target) {
      var field = target && target.closest ? target.closest(FIELD) : null
      return !!field && !(field.tagName === 'INPUT' && NOT_TYPED.indexOf(field.type) >= 0)
    }
    var dialogOpen = function () {
      return !!document.querySelector(
        ':is([role="dialog"], [role="alertdialog"]):not([data-state="closed"])',
      )
    }

    // As src/lib/shortcuts.ts reads a key event (`eventChords`).
    var ALIASES = { Esc: 'Escape', ' ': 'Space', Spacebar: 'Space', Up: 'ArrowUp' }
    ALIASES.Down = 'ArrowDown'
    ALIASES.Left = 'ArrowLeft'
    ALIASES.Right = 'ArrowRight'
    ALIASES.Del = 'Delete'
    var MODIFIERS = ['Control', 'Alt', 'AltGraph', 'Shift', 'Meta', 'OS', 'CapsLock']
    var keyName = function (key) {
      return ALIASES[key] || (key.length === 1 ? key.toUpperCase() : key)
    }
    var chordText = function (ctrl, alt, shift, meta, key) {
      return [ctrl && 'Ctrl', alt && 'Alt', shift && 'Shift', meta && 'Meta', key]
        .filter(Boolean)
        .join('+')
    }
    var eventChords = function (e) {
      var key = e.key
      if (!key || MODIFIERS.indexOf(key) >= 0) return []
      var physical = /^(?:Key|Digit)(\w)$/.exec(e.code || '')
      physical = physical && physical[1]
      var typed = key.length === 1 && key !== ' '
      var nonLatin = typed && !/^[\x20-\x7e]$/.test(key)
      var name =
        physical &&
        (e.altKey ||
          key === 'Dead' ||
          key === 'Unidentified' ||
          (nonLatin && (e.ctrlKey || e.metaKey)))
          ? physical
          : keyName(key)
      var punctuation = name.length === 1 && !/[A-Z]/.test(name)
      var shift = e.shiftKey && !punctuation
      var chords = [chordText(e.ctrlKey, e.altKey, shift, e.metaKey, name)]
      if (e.shiftKey && punctuation && physical && physical !== name)
        chords.push(chordText(e.ctrlKey, e.altKey, true, e.metaKey, physical))
      return chords
    }
    var onScreen = function (screen) {
      if (!screen || screen === '/') return true
      var path = location.hash.replace(/^#/, '').split('?')[0] || '/'
      return path === screen || path.indexOf(screen + '/') === 0
    }
    var shortcutFor = function (e) {
      var chords = eventChords(e)
      if (!chords.length) return null
      for (var i = 0; i < data.shortcuts.length; i++) {
        var s = data.shortcuts[i]
        var list = apple ? s.chords.apple : s.chords.other
        var hit = false
        for (var j = 0; j < list.length; j++) if (chords.indexOf(list[j]) >= 0) hit = true
        if (!hit || !onScreen(s.screen)) continue
        if (!s.inFields && inField(e.target)) continue
        if (!s.inDialogs && dialogOpen()) continue
        return s
      }
      return null
    }

    var element = function (tag, className, attributes) {
      var node = document.createElement(tag)
      if (className) node.className = className
      for (var name in attributes) node.setAttribute(name, attributes[name])
      return node
    }
    // A frame: the backdrop and the dialog's box, over everything; `close` removes it.
    var showFrame = function (kind, box, onClose) {
      var before = document.activeElement
      var overlay = element('div', data.frames.overlay, { 'data-state': 'open' })
      overlay.addEventListener('pointerdown', function () {
        close(true)
      })
      box.setAttribute('data-state', 'open')
      box.setAttribute('data-boot-frame', kind)
      var close = function (dismissed) {
        if (frames[kind] !== frame) return
        delete frames[kind]
        overlay.remove()
        box.remove()
        if (dismissed) {
          onClose()
          if (before && before.focus && before.isConnected) before.focus()
        }
      }
      var frame = { box: box, before: before, close: close }
      frames[kind] = frame
      var parent = document.body || document.documentElement
      parent.appendChild(overlay)
      parent.appendChild(box)
      return frame
    }

    // A dialog's box, busy until the app's own dialog fills its place.
    var dialogBox = function (panel, label) {
      return element('div', panel, {
        role: 'dialog',
        'aria-modal': 'true',
        'aria-label': label,
        'aria-busy': 'true',
      })
    }

    var palette = null
    var openPalette = function () {
      var f = data.frames.palette
      var box = dialogBox(f.panel, f.label)
      var row = element('div', f.row)
      var svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
      svg.setAttribute('viewBox', '0 0 24 24')
      svg.setAttribute('fill', 'none')
      svg.setAttribute('stroke', 'currentColor')
      svg.setAttribute('stroke-width', '2')
      svg.setAttribute('stroke-linecap', 'round')
      svg.setAttribute('aria-hidden', 'true')
      svg.setAttribute('class', 'size-4 text-fg-muted')
      svg.innerHTML = '<circle cx="11" cy="11" r="8"></circle><path d="m21 21-4.34-4.34"></path>'
      var field = element('input', f.field, {
        role: 'combobox',
        'aria-label': f.label,
        'aria-expanded': 'true',
        'aria-autocomplete': 'list',
        autocomplete: 'off',
        spellcheck: 'false',
        placeholder: f.placeholder,
      })
      row.appendChild(svg)
      row.appendChild(field)
      box.appendChild(row)
      box.appendChild(element('div', '', { role: 'listbox', 'aria-label': 'Suggestions' }))
      palette = { field: field, moves: 0, enter: null }
      var frame = showFrame('palette', box, function () {
        palette = null
      })
      field.addEventListener('input', function () {
        palette.moves = 0
      })
      field.addEventListener('keydown', function (e) {
        if (e.isComposing) return
        if (e.key === 'Escape') {
          e.preventDefault()
          frame.close(true)
        } else if (e.key === 'Enter') {
          e.preventDefault()
          palette.enter = field.value
        } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && !e.altKey && !e.metaKey) {
          e.preventDefault()
          if (palette.enter !== field.value) palette.moves += e.key === 'ArrowDown' ? 1 : -1
        }
      })
      // The only thing to focus while it shows, as the palette's own shell.
      field.addEventListener('blur', function () {
        if (frames.palette === frame) field.focus()
      })
      field.focus()
    }

    var openDialog = function (shortcut, entry) {
      var f = data.frames.dialog
      var box = dialogBox(f.panel, shortcut.title)
      var title = element('h2', f.title)
      title.textContent = shortcut.title
      box.appendChild(title)
      var frame = showFrame('dialog', box, function () {
        var at = queue.indexOf(entry)
        if (at >= 0) queue.splice(at, 1)
      })
      // Focus stays where it was (the dialog gives it back there when it closes); Esc closes.
      var onEscape = function (e) {
        if (frames.dialog !== frame) return window.removeEventListener('keydown', onEscape)
        if (e.key !== 'Escape' || e.defaultPrevented) return
        e.preventDefault()
        frame.close(true)
      }
      window.addEventListener('keydown', onEscape)
    }

    var onKey = function (e) {
      if (taken || e.defaultPrevented || e.isComposing) return
      var shortcut = shortcutFor(e)
      if (!shortcut) return
      e.preventDefault()
      if (e.repeat) return
      if (shortcut.frame === 'palette') {
        if (frames.palette) frames.palette.close(true)
        else openPalette()
        return
      }
      var entry = {
        key: e.key,
        code: e.code,
        ctrlKey: e.ctrlKey,
        altKey: e.altKey,
        shiftKey: e.shiftKey,
        metaKey: e.metaKey,
      }
      queue.push(entry)
      if (shortcut.frame === 'dialog' && !frames.dialog) openDialog(shortcut, entry)
    }
    window.addEventListener('keydown', onKey)

    window.hearthBootKeys = {
      // The command host takes the keys kept (once): from now on its own handler has them.
      takeOver: function () {
        if (taken) return null
        taken = true
        window.removeEventListener('keydown', onKey)
        var open = palette && frames.palette
        return {
          keys: queue.splice(0),
          palette: open
            ? {
                text: palette.field.value,
                moves: palette.moves,
                enter: palette.enter,
                openedFrom: frames.palette.before,
              }
            : null,
        }
      },
      // The app's dialog shows: the frame goes. For the palette, what its field holds now.
      dropFrame: function (kind) {
        var frame = frames[kind]
        if (!frame) return null
        var text = kind === 'palette' && palette ? palette.field.value : null
        frame.close(false)
        if (kind === 'palette') palette = null
        return text
      },
    }
  } catch (e) {}
})()
