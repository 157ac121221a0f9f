import { expect, test } from './test'
import { open } from './helpers'

test('JSON: formats and minifies good JSON, says where bad JSON goes wrong, remembers the input', async ({
  page,
}) => {
  await open(page, '/tools/json')
  const json = page.getByRole('textbox', { name: 'JSON' })
  const result = page.getByRole('textbox', { name: 'Result' })
  await json.fill('{"b": [1, 2], "a": {"c": null}}')
  await expect(page.getByText('Valid JSON: object with 2 keys.')).toBeVisible()
  await expect(result).toHaveValue(
    '{\n  "b": [\n    1,\n    2\n  ],\n  "a": {\n    "c": null\n  }\n}',
  )
  await page.getByRole('combobox', { name: 'Indent' }).selectOption('Tab')
  await expect(result).toHaveValue(/^\{\n\t"b": \[/)
  await page.getByRole('button', { name: 'Minify' }).click()
  await expect(result).toHaveValue('{"b":[1,2],"a":{"c":null}}')

  await json.fill('{\n  "a": 1\n  "b": 2\n}')
  await expect(json).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alert')).toContainText(
    "Expected ',' or '}' after property value at line 3, column 3.",
  )
  await expect(result).toHaveValue('')
  await page.getByRole('button', { name: 'Go to line 3, column 3' }).click()
  await expect(json).toBeFocused()
  expect(await json.evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(13)

  await page.reload()
  await expect(json).toHaveValue('{\n  "a": 1\n  "b": 2\n}')
  await expect(page.getByRole('button', { name: 'Minify' })).toHaveAttribute('aria-pressed', 'true')
})
