// Runs once the boot shell in index.html is parsed (a plain script at the end of <body>).
// 1. Fills the boot shell's clock as the taskbar will show it (formats as src/lib/format.ts,
//    settings from the key 'hearth:preferences').
// 2. In the built app, starts its JavaScript after the first frame is painted: the entry and its
//    preloads (listed by the build in #hearth-modules, a JSON block that never runs) are requested
//    only once the boot shell is on screen, so nothing competes with the first paint. A timer
//    covers tabs where animation frames do not run (background tabs). On the Overview, the
//    chunks of its first screen follow at once, and the document's code (Yjs: src/data/doc/yjs.ts)
//    when this start will decode on the page (a very first visit, a workspace stored before
//    rows). vite.config.ts writes the list (startAfterFirstPaint).
// 3. Starts reading the workspace list and the active workspace from IndexedDB at once, so the
//    disk reads overlap the download of the app's code instead of following it. The active
//    workspace's connection is handed over at once; its log is read in a worker (boot-read.js)
//    only when the database has no row store (a workspace stored by an earlier Hearth) or there
//    are no workers: otherwise the data layer starts from rows and has the log read when it
//    needs the document. The data layer takes each read (src/data/persistence/early-read.ts)
//    and reads only what was stored after it. Databases are opened as the data layer opens them
//    (same stores on first creation).
// 4. Paints the Overview's cached first view (src/lib/first-view.ts) in the boot shell's
//    content area, when the start page is the Overview and a copy of it was stored for this
//    workspace at this window width. The copy is a picture: inert, hidden from assistive
//    technology, and stripped again here of anything that could run or point elsewhere.
;(function () {
  try {
    var reads = {}
    // With `offPage`, a worker (boot-read.js) reads the updates and hands their bytes over:
    // a large log's clone never takes a task of the page. The page opens its own connection.
    var readOffPage = function (name) {
      if (typeof Worker !== 'function') return null
      try {
        var worker = new Worker('./boot-read.js', { name: 'hearth-boot-read' })
        var read = new Promise(function (done) {
          worker.onmessage = function (event) {
            worker.terminate()
            done(event.data)
          }
          worker.onerror = function (event) {
            event.preventDefault()
            worker.terminate()
            done(null)
          }
        })
        worker.postMessage(name)
        return read
      } catch (e) {
        return null
      }
    }
    var readEarly = function (name, offPage) {
      reads[name] = new Promise(function (resolve) {
        var request = indexedDB.open(name)
        request.onupgradeneeded = function () {
          var db = request.result
          if (!db.objectStoreNames.contains('updates'))
            db.createObjectStore('updates', { autoIncrement: true })
          if (!db.objectStoreNames.contains('custom')) db.createObjectStore('custom')
        }
        request.onerror = request.onblocked = function () {
          resolve(null)
        }
        request.onsuccess = function () {
          var db = request.result
          // The log's keys and updates, or null when they cannot be read.
          var readHere = function () {
            return new Promise(function (done) {
              try {
                var store = db.transaction('updates', 'readonly').objectStore('updates')
                var keys = store.getAllKeys()
                var updates = store.getAll()
                updates.onsuccess = function () {
                  done({ keys: keys.result, updates: updates.result })
                }
                updates.onerror = function () {
                  done(null)
                }
              } catch (e) {
                done(null)
              }
            })
          }
          if (!offPage)
            return readHere().then(function (read) {
              resolve(read ? { db: db, keys: read.keys, updates: read.updates } : { db: db })
            })
          // With rows and workers, the log is left to the data layer: a start from rows reads
          // only what it shows, and the document's log is read when something needs it.
          if (typeof Worker === 'function' && db.objectStoreNames.contains('records'))
            return resolve({ db: db, log: null })
          // Else the page decodes the document: its code is wanted at once.
          if (typeof window.hearthWantsDocCode === 'function') window.hearthWantsDocCode()
          else window.hearthWantsDocCode = true
          // Else the connection at once, the log when read (in the worker where there is one):
          // the data layer reads the rows' watermark and the small collections meanwhile.
          var elsewhere = readOffPage(name)
          resolve({
            db: db,
            log: (elsewhere || Promise.resolve(null)).then(function (read) {
              if (!read || !read.keys || !read.updates) return readHere()
              performance.mark('hearth:boot-read-off-page')
              return read
            }),
          })
        }
      })
    }
    readEarly('hearth:registry')
    var active = localStorage.getItem('hearth:active-workspace')
    if (active) readEarly('hearth:workspace:' + active, true)
    // A very first visit makes its workspace on the page, with the document's code.
    else window.hearthWantsDocCode = true
    window.hearthEarlyReads = reads
  } catch (e) {}
})()
;(function () {
  try {
    var p = (JSON.parse(localStorage.getItem('hearth:preferences') || 'null') || {}).state || {}
    var now = new Date()
    var pad = function (n) {
      return (n < 10 ? '0' : '') + n
    }
    var h = now.getHours()
    var time =
      p.clockFormat === '12h'
        ? (h % 12 || 12) + ':' + pad(now.getMinutes()) + (h < 12 ? ' AM' : ' PM')
        : pad(h) + ':' + pad(now.getMinutes())
    var d = pad(now.getDate()),
      m = pad(now.getMonth() + 1),
      y = now.getFullYear()
    var date =
      p.dateFormat === 'mm/dd/yyyy'
        ? m + '/' + d + '/' + y
        : p.dateFormat === 'yyyy-mm-dd'
          ? y + '-' + m + '-' + d
          : d + '/' + m + '/' + y
    // Settings > Taskbar: seconds, no date, or no clock at all.
    var t = p.taskbar || {}
    if (t.showSeconds === true) time = time.replace(/^(\d+:\d\d)/, '$1:' + pad(now.getSeconds()))
    document.getElementById('boot-time').textContent = t.showClock === false ? '' : time
    document.getElementById('boot-date').textContent =
      t.showClock === false || t.showDate === false ? '' : date
  } catch (e) {}

  var list = document.getElementById('hearth-modules')
  if (!list) return
  var modules = JSON.parse(list.textContent)
  var started = false
  var start = function () {
    if (started) return
    started = true
    var preload = function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    }
    modules.preloads.forEach(preload)
    // The document's code (Yjs), which a start from rows never needs, as soon as it is known
    // that this start will: a very first visit, or a workspace stored before rows (step 3).
    var wantDocCode = function () {
      window.hearthWantsDocCode = null
      ;(modules.kit || []).forEach(preload)
    }
    if (window.hearthWantsDocCode === true) wantDocCode()
    else window.hearthWantsDocCode = wantDocCode
    // The data session's entry first: it opens the workspace as soon as its code is here.
    ;[modules.data, modules.entry].forEach(function (src) {
      if (!src) return
      var script = document.createElement('script')
      script.type = 'module'
      script.crossOrigin = ''
      script.src = src
      document.head.appendChild(script)
    })
    // Opening on the Overview: its first screen's code too, after the app's own.
    try {
      var h = location.hash
      var p = (JSON.parse(localStorage.getItem('hearth:preferences') || 'null') || {}).state || {}
      if (h === '#/' || h === '#' || (h === '' && (p.startSection || 'overview') === 'overview'))
        (modules.overview || []).forEach(preload)
    } catch (e) {}
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0)
  })
  setTimeout(start, 200)
})()
;(function () {
  try {
    var hash = location.hash
    var p = (JSON.parse(localStorage.getItem('hearth:preferences') || 'null') || {}).state || {}
    var start = p.startSection || 'overview'
    if (!(hash === '#/' || hash === '#' || (hash === '' && start === 'overview'))) return
    var stored = JSON.parse(localStorage.getItem('hearth:first-view') || 'null')
    if (!stored || stored.v !== 1 || typeof stored.html !== 'string') return
    if (stored.html.length > 200000 || stored.width !== window.innerWidth) return
    if (stored.workspace !== localStorage.getItem('hearth:active-workspace')) return
    // A picture never has event handler attributes: one that does was not written by Hearth,
    // and even parsing it would be reported by the page's script policy.
    if (/<[^>]*[\s/"']on[a-z]*\s*=/i.test(stored.html)) return
    var slot = document.getElementById('boot-content')
    if (!slot) return
    // A template's content is inert while parsed: nothing in it loads or runs.
    var template = document.createElement('template')
    template.innerHTML = stored.html
    var content = template.content
    var drop = content.querySelectorAll(
      'script, iframe, object, embed, frame, frameset, base, link, meta, noscript, style',
    )
    for (var i = 0; i < drop.length; i++) drop[i].remove()
    var attribute =
      /^(?:on|data-|id$|for$|name$|tabindex$|autofocus$|contenteditable$|srcdoc$|formaction$|action$|href$|xlink:href$|aria-(?:labelledby|describedby|controls|owns|activedescendant|details|errormessage|flowto)$)/i
    var all = content.querySelectorAll('*')
    for (var j = 0; j < all.length; j++) {
      var names = all[j].getAttributeNames()
      for (var k = 0; k < names.length; k++) {
        var name = names[k]
        var value = all[j].getAttribute(name) || ''
        if (
          attribute.test(name) ||
          (name === 'src' && !/^(?:data:image\/|https?:|\/|\.\/)/i.test(value))
        )
          all[j].removeAttribute(name)
      }
    }
    // Class lists are stored once each (src/lib/first-view.ts): class="~3" is the fourth.
    var classes = Array.isArray(stored.classes) ? stored.classes : []
    var shared = content.querySelectorAll('[class^="~"]')
    for (var c = 0; c < shared.length; c++) {
      var listed = classes[Number(shared[c].getAttribute('class').slice(1))]
      if (typeof listed === 'string') shared[c].setAttribute('class', listed)
      else shared[c].removeAttribute('class')
    }
    var view = document.createElement('div')
    view.id = 'first-view'
    view.className = 'absolute inset-0 overflow-hidden'
    view.setAttribute('inert', '')
    view.setAttribute('aria-hidden', 'true')
    view.appendChild(content)
    slot.appendChild(view)
    window.hearthFirstView = view
    document.documentElement.dataset.firstView = 'true'
  } catch (e) {}
})()
