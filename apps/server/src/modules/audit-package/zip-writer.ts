import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { AuditPackageFile } from '@carbon-ledger/core';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** The most a package may hold: the ZIP format without its 64-bit extension stops at 4 GiB. */
export const MAX_PACKAGE_BYTES = 4 * 1024 ** 3 - 64 * 1024 ** 2;

/** Text is handed to the ZIP in slices of this many characters, so no entry is deflated in one go. */
const TEXT_SLICE = 256 * 1024;

export type ZipSource = string | Uint8Array | Iterable<string> | AsyncIterable<Uint8Array | string>;

const encoder = new TextEncoder();

async function* chunksOf(source: ZipSource): AsyncGenerator<Uint8Array> {
  if (typeof source === 'string') {
    for (let start = 0; start < source.length; start += TEXT_SLICE)
      yield encoder.encode(source.slice(start, start + TEXT_SLICE));
    return;
  }
  if (source instanceof Uint8Array) {
    yield source;
    return;
  }
  for await (const part of source as AsyncIterable<Uint8Array | string>)
    yield typeof part === 'string' ? encoder.encode(part) : new Uint8Array(part);
}

/**
 * A ZIP written entry by entry into `output` (a stream the reply sends), hashing each entry's bytes with
 * SHA-256 on the way. It waits whenever `output` is full, so however large the evidence files, memory
 * holds about one chunk of each; a reader who goes away stops the writing.
 */
export class ZipWriter {
  readonly output = new PassThrough({ highWaterMark: 1024 * 1024 });
  private readonly zip: Zip;
  private readonly mtime = new Date();

  constructor() {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.output.destroy(error);
        return;
      }
      if (this.output.destroyed) return;
      this.output.write(chunk);
      if (final) this.output.end();
    });
  }

  /** Adds one file, deflated (text) or stored as it is (files that are compressed already). */
  async add(path: string, source: ZipSource, options: { compress: boolean }): Promise<AuditPackageFile> {
    const entry = options.compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    entry.mtime = this.mtime;
    this.zip.add(entry);
    const hash = createHash('sha256');
    let sizeBytes = 0;
    for await (const chunk of chunksOf(source)) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      entry.push(chunk, false);
      await this.drained();
    }
    entry.push(new Uint8Array(0), true);
    await this.drained();
    return { path, sizeBytes, sha256: hash.digest('hex') };
  }

  /** Writes the central directory and ends `output`. */
  end(): void {
    this.zip.end();
  }

  /** Stops the package: the reader sees the download break rather than a ZIP that looks whole. */
  abort(error: Error): void {
    this.zip.terminate();
    this.output.destroy(error);
  }

  private drained(): Promise<void> {
    const output = this.output;
    if (output.destroyed) return Promise.reject(new Error('The download was closed.'));
    if (!output.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onDrain = () => {
        output.off('close', onClose);
        resolve();
      };
      const onClose = () => {
        output.off('drain', onDrain);
        reject(new Error('The download was closed.'));
      };
      output.once('drain', onDrain);
      output.once('close', onClose);
    });
  }
}
