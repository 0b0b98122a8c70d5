/**
 * The physical lines of an uploaded CSV file, decoded one by one, without holding the file: each
 * line is read as UTF-8 and, if it is not valid UTF-8, as Windows-1252 (what Excel in Portuguese
 * writes). Line breaks are the same byte in both, and no UTF-8 sequence contains it, so splitting the
 * bytes first is safe. A UTF-8 byte-order mark is dropped. Lines keep no CR.
 */
export interface DecodedLine {
  text: string;
  encoding: 'utf-8' | 'windows-1252';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const cp1252 = new TextDecoder('windows-1252');

function decode(bytes: Uint8Array): DecodedLine {
  try {
    return { text: utf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: cp1252.decode(bytes), encoding: 'windows-1252' };
  }
}

function trimmed(bytes: Uint8Array, first: boolean): Uint8Array {
  let start = 0;
  let end = bytes.length;
  if (first && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  if (end > start && bytes[end - 1] === 0x0d) end--;
  return bytes.subarray(start, end);
}

/** Also refuses a line longer than `maxLineBytes` (a binary file, a runaway quote). */
export async function* decodedLines(
  chunks: AsyncIterable<Uint8Array>,
  maxLineBytes = 1_000_000,
): AsyncGenerator<DecodedLine> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let first = true;
  for await (const chunk of chunks) {
    let from = 0;
    for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, from)) {
      pending.push(chunk.subarray(from, i));
      yield decode(trimmed(Buffer.concat(pending), first));
      first = false;
      pending = [];
      pendingBytes = 0;
      from = i + 1;
    }
    if (from < chunk.length) {
      pending.push(chunk.subarray(from));
      pendingBytes += chunk.length - from;
      if (pendingBytes > maxLineBytes) throw new LineTooLongError();
    }
  }
  if (pendingBytes > 0) yield decode(trimmed(Buffer.concat(pending), first));
}

export class LineTooLongError extends Error {
  constructor() {
    super('Linha longa demais: o arquivo não parece ser um CSV.');
  }
}
