/** Hands a file to the browser's downloads, as a link with a download name would. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Offers text as a .txt download without a round trip to the server. */
export const downloadText = (text: string, fileName: string) =>
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName)
