/** A mono 16-bit 44.1 kHz WAV of silence, `bytes` long: a real master's size in no time. */
export const silentWav = (bytes: number): Buffer => {
  const file = Buffer.alloc(bytes)
  file.write('RIFF', 0)
  file.writeUInt32LE(bytes - 8, 4)
  file.write('WAVEfmt ', 8)
  file.writeUInt32LE(16, 16)
  file.writeUInt16LE(1, 20) // PCM
  file.writeUInt16LE(1, 22) // mono
  file.writeUInt32LE(44_100, 24)
  file.writeUInt32LE(44_100 * 2, 28)
  file.writeUInt16LE(2, 32)
  file.writeUInt16LE(16, 34)
  file.write('data', 36)
  file.writeUInt32LE(bytes - 44, 40)
  return file
}

/** Multipart form data as the CMS sends a master: a silent WAV of `bytes` and the fields. */
export const masterForm = (label: string, bytes: number) => ({
  file: { name: `${label}.wav`, mimeType: 'audio/wav', buffer: silentWav(bytes) },
  _payload: JSON.stringify({ label }),
})
