// Latencies from a Chromium trace of the page's main thread: keys and clicks to their frames.

/**
 * Runs `typing` while Chromium traces, and returns each key's latency: from the keydown's
 * timestamp (as the page saw it, so time spent waiting for a busy main thread counts) to the
 * end of the first frame committed after the key's input events were handled. With
 * `{ on: 'click' }` it times clicks instead: from each click's timestamp (the mouseup or key
 * release that made it) to the first frame after its handlers.
 */
export async function keyLatencies(context, page, typing, { on = 'keydown' } = {}) {
  await page.evaluate((type) => {
    window.__keys = []
    if (window.__keysOn === type) return
    window.__keysOn = type
    window.addEventListener(type, (event) => window.__keys?.push(event.timeStamp), true)
  }, on)
  const { onMain, toTrace, frameAfter } = await traceMainThread(context, page, typing)
  const keys = await page.evaluate(() => window.__keys)
  const inputs = onMain.filter(
    (event) =>
      event.name === 'EventDispatch' &&
      /^(keydown|keypress|textInput|input|click|change)$/.test(event.args?.data?.type),
  )
  return keys
    .map((timeStamp, i) => {
      const start = toTrace(timeStamp)
      const next = keys[i + 1] === undefined ? Infinity : toTrace(keys[i + 1])
      const handled = inputs
        .filter((event) => event.ts >= start - 1000 && event.ts < next)
        .reduce((end, event) => Math.max(end, event.ts + event.dur), start)
      const frame = frameAfter(handled)
      return frame === null ? NaN : (frame - start) / 1000
    })
    .filter((latency) => !Number.isNaN(latency))
}

/**
 * Runs `run` while Chromium traces the page's main thread. Returns its complete events in
 * order (`onMain`), `toTrace` (a time of the page's clock, `performance.now()` or an event's
 * timestamp, on the trace's clock, µs) and `frameAfter` (when the first frame committed at or
 * after a trace time ended; null: none).
 */
export async function traceMainThread(context, page, run) {
  const cdp = await context.newCDPSession(page)
  const events = []
  cdp.on('Tracing.dataCollected', (batch) => events.push(...batch.value))
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
    transferMode: 'ReportEvents',
  })
  // A mark ties the page's clock to the trace's.
  const markAt = await page.evaluate(() => performance.mark('hearth:bench-sync').startTime)
  await run()
  await page.waitForTimeout(300)
  await cdp.send('Tracing.end')
  await complete
  await cdp.detach()
  const mark = events.find((event) => event.name === 'hearth:bench-sync')
  const toTrace = (ms) => mark.ts + (ms - markAt) * 1000
  const onMain = events
    .filter((event) => event.tid === mark.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts)
  const commits = onMain.filter((event) => event.name === 'Commit')
  const frameAfter = (ts) => {
    const frame = commits.find((event) => event.ts >= ts)
    return frame ? frame.ts + frame.dur : null
  }
  return { onMain, toTrace, frameAfter }
}
