/** A field's control in our form as served: an input or textarea, or its radios (whose value is the checked one's). */
export const fieldControl = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null

export const anyTyped = (values: Record<string, string>) => Object.values(values).some((value) => value.trim() !== '')
