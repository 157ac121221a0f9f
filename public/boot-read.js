// A worker public/boot.js starts to read the active workspace's stored updates from IndexedDB
// off the page. Cloning a large log out of IndexedDB takes a task of tens of milliseconds (about
// 50 ms for 105,500 records); here it takes it on another thread, and the bytes reach the page
// transferred, without a copy. Answers null when it cannot read (boot.js then reads on the page).
// Opens the database as boot.js and the data layer do (the same stores on first creation).
self.onmessage = function (event) {
  var fail = function () {
    self.postMessage(null)
  }
  try {
    var request = indexedDB.open(String(event.data))
    request.onupgradeneeded = function () {
      var db = request.result
      if (!db.objectStoreNames.contains('updates'))
        db.createObjectStore('updates', { autoIncrement: true })
      if (!db.objectStoreNames.contains('custom')) db.createObjectStore('custom')
    }
    request.onerror = request.onblocked = fail
    request.onsuccess = function () {
      var db = request.result
      try {
        var store = db.transaction('updates', 'readonly').objectStore('updates')
        var keys = store.getAllKeys()
        var updates = store.getAll()
        updates.onsuccess = function () {
          var list = updates.result
          var buffers = []
          for (var i = 0; i < list.length; i++)
            if (list[i] && list[i].buffer && buffers.indexOf(list[i].buffer) < 0)
              buffers.push(list[i].buffer)
          db.close()
          self.postMessage({ keys: keys.result, updates: list }, buffers)
        }
        updates.onerror = function () {
          db.close()
          fail()
        }
      } catch (e) {
        db.close()
        fail()
      }
    }
  } catch (e) {
    fail()
  }
}
