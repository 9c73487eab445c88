import yauzl from 'yauzl'

/** The entries of a zip, in order, with their bytes and compression method (0 = stored). */
export const readZip = async (zip: Buffer) => {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true })
  const entries: Array<{ name: string; method: number; data: Buffer }> = []
  for await (const entry of file.eachEntry()) {
    const chunks: Buffer[] = []
    for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer)
    entries.push({
      name: entry.fileName,
      method: entry.compressionMethod,
      data: Buffer.concat(chunks),
    })
  }
  return entries
}
