import { Mp3Encoder } from '@breezystack/lamejs'

import { type Rng, seededRandom } from './random'

const SAMPLE_RATE = 22050
const KBPS = 64
// One MPEG-1 frame's worth of samples keeps the encoder's internal buffers small and reusable.
const CHUNK = 1152
const MINOR_SCALE = [0, 2, 3, 5, 7, 8, 10]
// Scale-degree loops (digit 0 = i), one bar per digit: generic minor moves, not any real song.
const PROGRESSIONS = ['0526', '0354', '0656', '0534']

type TrackOptions = { seed: number; bpm: number; rootHz: number; seconds: number }
type NoiseHit = { seconds: number; decay: number; gain: number; highpass: number; bodyHz: number }
type Groove = ReturnType<typeof chooseGroove>

const SNARE: NoiseHit = { seconds: 0.22, decay: 16, gain: 0.45, highpass: 0.35, bodyHz: 185 }
const HAT: NoiseHit = { seconds: 0.05, decay: 70, gain: 0.35, highpass: 0.8, bodyHz: 0 }

const transpose = (hz: number, semitones: number) => hz * 2 ** (semitones / 12)

// Building triads from the scale keeps every chord diatonic to the track's key.
function triad(degree: number): number[] {
  return [0, 2, 4].map((step) => {
    const index = degree + step
    return MINOR_SCALE[index % 7] + 12 * Math.floor(index / 7)
  })
}

// Events near the end are truncated rather than dropped so the track length stays exact.
function clampLength(out: Float32Array, start: number, samples: number): number {
  return Math.max(0, Math.min(Math.round(samples), out.length - start))
}

function addKick(out: Float32Array, start: number, gain: number): void {
  const length = clampLength(out, start, 0.4 * SAMPLE_RATE)
  let phase = 0
  for (let i = 0; i < length; i++) {
    const t = i / SAMPLE_RATE
    // The fast pitch drop is what the ear hears as the "punch"; the tail settles near 45 Hz.
    phase += (2 * Math.PI * (45 + 110 * Math.exp(-t * 30))) / SAMPLE_RATE
    out[start + i] += gain * Math.sin(phase) * Math.exp(-t * 7)
  }
}

function addNoiseHit(out: Float32Array, start: number, rng: Rng, hit: NoiseHit): void {
  const length = clampLength(out, start, hit.seconds * SAMPLE_RATE)
  let lowpassed = 0
  for (let i = 0; i < length; i++) {
    const t = i / SAMPLE_RATE
    const noise = rng() * 2 - 1
    // Subtracting a one-pole lowpass leaves the bright part; a higher coefficient is thinner
    // but also quieter, which is why the hat's nominal gain is larger than it sounds.
    lowpassed += hit.highpass * (noise - lowpassed)
    const body = hit.bodyHz > 0 ? 0.5 * Math.sin(2 * Math.PI * hit.bodyHz * t) : 0
    out[start + i] += hit.gain * (noise - lowpassed + body) * Math.exp(-t * hit.decay)
  }
}

function addBass(out: Float32Array, start: number, samples: number, hz: number): void {
  const length = clampLength(out, start, samples)
  const release = Math.min(400, length)
  for (let i = 0; i < length; i++) {
    const phase = (2 * Math.PI * hz * i) / SAMPLE_RATE
    // Ramps at both ends avoid clicks; tanh adds harmonics so the bass reads on small speakers.
    const envelope = Math.min(1, i / 60, (length - i) / release)
    const pluck = 0.6 + 0.4 * Math.exp(-i / (0.25 * SAMPLE_RATE))
    out[start + i] +=
      0.42 * envelope * pluck * Math.tanh(1.8 * (Math.sin(phase) + 0.3 * Math.sin(2 * phase)))
  }
}

function addPad(out: Float32Array, start: number, samples: number, freqs: number[]): void {
  const length = clampLength(out, start, samples)
  const fade = samples * 0.25
  for (let i = 0; i < length; i++) {
    let sum = 0
    for (const hz of freqs) {
      // Two slightly detuned sines per note give a slow chorus-like shimmer.
      const phase = (2 * Math.PI * hz * i) / SAMPLE_RATE
      sum += Math.sin(phase) + Math.sin(phase * 1.004)
    }
    out[start + i] += 0.035 * Math.min(1, i / fade, (samples - i) / fade) * sum
  }
}

function chooseGroove(rng: Rng, eighth: number) {
  return {
    eighth,
    progression: PROGRESSIONS[Math.floor(rng() * PROGRESSIONS.length)],
    swing: rng() * 0.2,
    ghostKick: [5, 7, 3, -1][Math.floor(rng() * 4)],
    hatRollChance: 0.1 + rng() * 0.3,
    bassSteps: [0, 1, 2, 3, 4, 5, 6, 7].filter((step) => step === 0 || rng() < 0.45),
  }
}

function addDrums(out: Float32Array, at: number, step: number, rng: Rng, groove: Groove): void {
  if (step === 0 || step === 4) addKick(out, at, 0.9)
  else if (step === groove.ghostKick) addKick(out, at, 0.55)
  if (step === 2 || step === 6) addNoiseHit(out, at, rng, SNARE)
  // Varying hat velocity is what stops a programmed loop sounding like a metronome.
  addNoiseHit(out, at, rng, { ...HAT, gain: HAT.gain * (0.8 + rng() * 0.4) })
  if (rng() < groove.hatRollChance) {
    addNoiseHit(out, Math.round(at + groove.eighth / 2), rng, { ...HAT, gain: HAT.gain / 2 })
  }
}

// Normalise first so tanh always sees the same range; the result peaks just below full scale.
function softClip(mix: Float32Array): void {
  let peak = 1e-9
  for (const sample of mix) peak = Math.max(peak, Math.abs(sample))
  const drive = 1.6
  const scale = 0.89 / Math.tanh(drive)
  for (let i = 0; i < mix.length; i++) mix[i] = scale * Math.tanh((drive * mix[i]) / peak)
}

function encodeMp3(mix: Float32Array): Buffer {
  const pcm = new Int16Array(mix.length)
  for (let i = 0; i < mix.length; i++) pcm[i] = Math.round(mix[i] * 32767)
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS)
  // lamejs actually hands back Int8Arrays, so wrap the bytes instead of copying value by value.
  const wrap = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const parts: Buffer[] = []
  for (let i = 0; i < pcm.length; i += CHUNK) {
    parts.push(wrap(encoder.encodeBuffer(pcm.subarray(i, i + CHUNK))))
  }
  parts.push(wrap(encoder.flush()))
  return Buffer.concat(parts)
}

/**
 * A 16-bit PCM WAV of the mix, mono: what a studio hands over as a lossless master (the store
 * makes every format from it).
 */
function encodeWav(mix: Float32Array): Buffer {
  const data = Buffer.alloc(mix.length * 2)
  for (let i = 0; i < mix.length; i++) data.writeInt16LE(Math.round(mix[i] * 32767), i * 2)
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVEfmt ', 8, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // one channel
  header.writeUInt32LE(SAMPLE_RATE, 24)
  header.writeUInt32LE(SAMPLE_RATE * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

/** The demo track as an MP3 master. */
export function synthesizeTrack(options: TrackOptions): Buffer {
  return encodeMp3(synthesizeMix(options))
}

/** The demo track as a lossless WAV master. */
export function synthesizeMaster(options: TrackOptions): Buffer {
  return encodeWav(synthesizeMix(options))
}

function synthesizeMix(options: TrackOptions): Float32Array {
  const { seed, bpm, rootHz, seconds } = options
  // Non-positive tempo or pitch would make the bar and octave loops below never terminate.
  if (!(bpm > 0 && rootHz > 0 && seconds >= 0)) throw new RangeError('Invalid track options')
  const rng = seededRandom(seed)
  const mix = new Float32Array(Math.round(seconds * SAMPLE_RATE))
  const groove = chooseGroove(rng, (60 / bpm / 2) * SAMPLE_RATE)
  const barLength = groove.eighth * 8
  let padRoot = rootHz
  while (padRoot < 180) padRoot *= 2

  for (let bar = 0; bar * barLength < mix.length; bar++) {
    const chord = triad(Number(groove.progression[bar % 4]))
    const padFreqs = chord.map((semitones) => transpose(padRoot, semitones))
    addPad(mix, Math.round(bar * barLength), barLength, padFreqs)
    // Keep the bass under the root: degrees above a fifth drop an octave instead of climbing.
    const bassRoot = chord[0] > 6 ? chord[0] - 12 : chord[0]
    for (let step = 0; step < 8; step++) {
      const at = Math.round(bar * barLength + (step + (step % 2) * groove.swing) * groove.eighth)
      if (at >= mix.length) break
      addDrums(mix, at, step, rng, groove)
      const bassIndex = groove.bassSteps.indexOf(step)
      if (bassIndex < 0) continue
      const nextStep = groove.bassSteps[bassIndex + 1] ?? 8
      const hz = transpose(rootHz, bassRoot + (step > 0 && rng() < 0.2 ? 7 : 0))
      addBass(mix, at, (nextStep - step) * groove.eighth * 0.92, hz)
    }
  }
  softClip(mix)
  return mix
}
