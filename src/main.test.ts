// @vitest-environment happy-dom
import { expect, it } from 'vitest'

it("throws 'No root element found' when the page has no #root", async () => {
  document.body.innerHTML = ''
  await expect(import('./main')).rejects.toThrow('No root element found')
})
