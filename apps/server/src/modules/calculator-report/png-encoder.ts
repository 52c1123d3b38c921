import { deflateSync } from 'node:zlib';

/** An image as 8-bit RGBA pixels, row after row, 4 bytes a pixel. */
export type RgbaImage = { width: number; height: number; pixels: Uint8Array };

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const BYTES_PER_PIXEL = 4;
const COLOUR_TYPE_RGBA = 6;
const FILTER_NONE = 0;

// The CRC-32 of PNG chunks (ISO 3309), the table built once: node:zlib exposes crc32 only from Node 22.
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** Computes the CRC-32 (as used by PNG and zip) of some bytes. */
export function computeCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function buildChunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(computeCrc32(typeAndData), 8 + data.length);
  return chunk;
}

/**
 * Encodes RGBA pixels as a PNG file: 8 bits per channel, no interlace, every scanline with filter
 * type 0, one zlib stream in one IDAT chunk. Charts are flat colour areas, which deflate well even
 * without the row filters an image encoder would pick.
 */
export function encodePng(image: RgbaImage): Buffer {
  const { width, height, pixels } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Invalid image size ${width}×${height}.`);
  }
  const stride = width * BYTES_PER_PIXEL;
  if (pixels.length !== stride * height) {
    throw new RangeError(`Expected ${stride * height} bytes of pixels, got ${pixels.length}.`);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = COLOUR_TYPE_RGBA;
  // Bytes 10–12 stay 0: deflate compression, adaptive filtering, no interlace.

  const scanlines = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const offset = y * (stride + 1);
    scanlines[offset] = FILTER_NONE;
    scanlines.set(pixels.subarray(y * stride, (y + 1) * stride), offset + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    buildChunk('IHDR', header),
    buildChunk('IDAT', deflateSync(scanlines)),
    buildChunk('IEND', new Uint8Array(0)),
  ]);
}
