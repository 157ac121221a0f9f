/** The option id of a result in the list (the field's `aria-activedescendant`). */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`
