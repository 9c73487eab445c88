/** Copies text to the clipboard; false where the browser refuses (no permission, plain http). */
export const copyText = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
