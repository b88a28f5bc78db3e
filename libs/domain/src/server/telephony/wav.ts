/**
 * Writes real, playable PCM WAV audio the way a telephone line sounds: 8 kHz, mono, 8-bit
 * unsigned (8000 bytes a second). The content is speech-like: syllable-length bursts of filtered
 * noise over a voiced tone, with pauses between phrases, so a player shows a recording that seeks
 * and sounds like a conversation rather than a test tone. Produced in chunks for flat memory.
 */
import { SeededRandom } from '../../telephony/prng.js';

export const TELEPHONE_SAMPLE_RATE = 8000;
const HEADER_BYTES = 44;

export interface WavFormat {
  sampleRate: number;
  bitsPerSample: 8 | 16;
  channels: 1;
}

export const TELEPHONE_WAV: WavFormat = { sampleRate: TELEPHONE_SAMPLE_RATE, bitsPerSample: 8, channels: 1 };

export function wavDataBytes(seconds: number, format: WavFormat = TELEPHONE_WAV): number {
  return Math.round(seconds * format.sampleRate) * (format.bitsPerSample / 8) * format.channels;
}

export function wavFileBytes(seconds: number, format: WavFormat = TELEPHONE_WAV): number {
  return HEADER_BYTES + wavDataBytes(seconds, format);
}

/** The canonical 44-byte RIFF/WAVE header for PCM data of the given byte length. */
export function wavHeader(dataBytes: number, format: WavFormat = TELEPHONE_WAV): Uint8Array {
  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) header[offset + i] = text.charCodeAt(i);
  };
  const blockAlign = (format.bitsPerSample / 8) * format.channels;
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, format.channels, true);
  view.setUint32(24, format.sampleRate, true);
  view.setUint32(28, format.sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, format.bitsPerSample, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  return header;
}

/**
 * The whole file in chunks of about one second: header first, then samples. Deterministic for the
 * same length and seed, so a pooled file can be rewritten identically.
 */
export function* speechLikeWavChunks(seconds: number, seed = 1, format: WavFormat = TELEPHONE_WAV): Generator<Uint8Array> {
  const totalSamples = Math.round(seconds * format.sampleRate);
  const bytesPerSample = format.bitsPerSample / 8;
  yield wavHeader(totalSamples * bytesPerSample, format);
  const random = new SeededRandom(seed);
  let filtered = 0;
  let phase = 0;
  let syllableLeft = 0;
  let syllableLength = 1;
  let voiced = false;
  let pitch = 120;
  let sample = 0;
  while (sample < totalSamples) {
    const chunkSamples = Math.min(format.sampleRate, totalSamples - sample);
    const chunk = new Uint8Array(chunkSamples * bytesPerSample);
    const view = new DataView(chunk.buffer);
    for (let i = 0; i < chunkSamples; i++, sample++) {
      if (syllableLeft <= 0) {
        // A syllable of 80-300 ms, or a pause of 100-700 ms (speakers take turns and breathe).
        voiced = random.chance(0.7);
        syllableLength = Math.round((voiced ? random.int(80, 300) : random.int(100, 700)) * (format.sampleRate / 1000));
        syllableLeft = syllableLength;
        pitch = random.int(95, 220);
      }
      const position = 1 - syllableLeft / syllableLength;
      const envelope = voiced ? Math.sin(Math.PI * position) : 0.03;
      syllableLeft--;
      filtered = filtered * 0.6 + (random.next() * 2 - 1) * 0.4; // low-pass noise: breathy consonants
      phase += (2 * Math.PI * pitch) / format.sampleRate;
      const voice = Math.sin(phase) * 0.5 + Math.sin(phase * 2) * 0.25 + Math.sin(phase * 3) * 0.12;
      const value = Math.max(-1, Math.min(1, envelope * (voice * 0.6 + filtered * 0.5)));
      if (bytesPerSample === 1) chunk[i] = Math.round(128 + value * 100);
      else view.setInt16(i * 2, Math.round(value * 26000), true);
    }
    yield chunk;
  }
}

/** The whole file in one buffer (tests, small files). */
export function speechLikeWav(seconds: number, seed = 1, format: WavFormat = TELEPHONE_WAV): Uint8Array {
  const chunks = [...speechLikeWavChunks(seconds, seed, format)];
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  dataBytes: number;
  durationSeconds: number;
}

/** Reads a PCM WAV header (tests and the recording checks); null when it is not PCM WAV. */
export function readWavInfo(bytes: Uint8Array): WavInfo | null {
  if (bytes.length < HEADER_BYTES) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (text(0) !== 'RIFF' || text(8) !== 'WAVE' || text(12) !== 'fmt ' || view.getUint16(20, true) !== 1) return null;
  const channels = view.getUint16(22, true);
  const sampleRate = view.getUint32(24, true);
  const bitsPerSample = view.getUint16(34, true);
  if (text(36) !== 'data') return null;
  const dataBytes = view.getUint32(40, true);
  return { sampleRate, channels, bitsPerSample, dataBytes, durationSeconds: dataBytes / (sampleRate * channels * (bitsPerSample / 8)) };
}

const MASTER_SECONDS = 61;
let masterSamples: Uint8Array | undefined;

/**
 * A pooled recording's bytes: header, then a window of one minute of speech-like audio (made
 * once, then looped), starting at an offset that depends on the length so files differ. A
 * thousand seconds cost a memory copy instead of eight million synthesised samples, which keeps
 * writing the whole pool to about a second.
 */
export function* pooledRecordingWavChunks(seconds: number): Generator<Uint8Array> {
  masterSamples ??= speechLikeWav(MASTER_SECONDS, 20_240_601).subarray(HEADER_BYTES);
  const master = masterSamples;
  const total = wavDataBytes(seconds);
  yield wavHeader(total);
  let offset = (seconds * 7919) % master.length;
  let left = total;
  while (left > 0) {
    const size = Math.min(left, master.length - offset, 65_536);
    yield master.subarray(offset, offset + size);
    left -= size;
    offset = (offset + size) % master.length;
  }
}
