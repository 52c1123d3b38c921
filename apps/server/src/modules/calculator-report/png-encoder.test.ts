import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createImage, drawBarChart, fillRect, renderBarChartPng } from './bar-chart.ts';
import { computeCrc32, encodePng, PNG_SIGNATURE } from './png-encoder.ts';

type Chunk = { type: string; data: Buffer; crc: number; computedCrc: number };

/** Splits a PNG file into its chunks, checking each one's CRC. */
function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
      crc: png.readUInt32BE(offset + 8 + length),
      computedCrc: computeCrc32(typeAndData),
    });
    offset += 12 + length;
  }
  return chunks;
}

describe('PNG encoder', () => {
  it('computes the CRC-32 of the standard check string', () => {
    expect(computeCrc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(computeCrc32(new Uint8Array(0))).toBe(0);
  });

  it('writes the signature, an IHDR with the size, one IDAT and IEND, each with a valid CRC', () => {
    const png = encodePng(createImage(7, 3, '#ff0000'));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = readChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of chunks) expect(chunk.crc, chunk.type).toBe(chunk.computedCrc);
    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect(header.length).toBe(13);
    expect(header.readUInt32BE(0)).toBe(7);
    expect(header.readUInt32BE(4)).toBe(3);
    expect([...header.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  });

  it('inflates to one filter byte plus 4 bytes per pixel for every row, holding the pixels', () => {
    const image = createImage(5, 4, '#ffffff');
    fillRect(image, 1, 1, 2, 2, '#047857');
    const idat = readChunks(encodePng(image)).find((chunk) => chunk.type === 'IDAT');
    const raw = inflateSync(idat?.data ?? Buffer.alloc(0));
    expect(raw.length).toBe(4 * (1 + 5 * 4));
    const stride = 1 + 5 * 4;
    expect([...raw.subarray(0, 1)]).toEqual([0]);
    expect([...raw.subarray(1, 5)]).toEqual([255, 255, 255, 255]);
    const pixel = (x: number, y: number) => [...raw.subarray(y * stride + 1 + x * 4, y * stride + 5 + x * 4)];
    expect(pixel(1, 1)).toEqual([0x04, 0x78, 0x57, 255]);
    expect(pixel(2, 2)).toEqual([0x04, 0x78, 0x57, 255]);
    expect(pixel(3, 2)).toEqual([255, 255, 255, 255]);
  });

  it('refuses pixels that do not match the size', () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(15) })).toThrow(RangeError);
    expect(() => encodePng({ width: 0, height: 2, pixels: new Uint8Array(0) })).toThrow(RangeError);
  });
});

describe('bar chart', () => {
  const size = { width: 200, height: 100 };
  const countColour = (pixels: Uint8Array, rgb: [number, number, number]) => {
    let count = 0;
    for (let index = 0; index < pixels.length; index += 4) {
      if (pixels[index] === rgb[0] && pixels[index + 1] === rgb[1] && pixels[index + 2] === rgb[2])
        count += 1;
    }
    return count;
  };

  it('draws bars in proportion to their values, in their colours', () => {
    const image = drawBarChart(
      [
        { value: 100, colour: '#ff0000' },
        { value: 50, colour: '#00ff00' },
        { value: 0, colour: '#0000ff' },
      ],
      size,
    );
    const red = countColour(image.pixels, [255, 0, 0]);
    const green = countColour(image.pixels, [0, 255, 0]);
    expect(red).toBeGreaterThan(0);
    expect(green / red).toBeGreaterThan(0.45);
    expect(green / red).toBeLessThan(0.55);
    expect(countColour(image.pixels, [0, 0, 255])).toBe(0);
  });

  it('renders a decodable PNG of the asked size, even without bars', () => {
    const png = renderBarChartPng([], size);
    const header = readChunks(png)[0]?.data ?? Buffer.alloc(0);
    expect(header.readUInt32BE(0)).toBe(200);
    expect(header.readUInt32BE(4)).toBe(100);
  });
});
