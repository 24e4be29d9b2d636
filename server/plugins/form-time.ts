/**
 * The time a form was opened, written into a page as the server sends it.
 *
 * The spam check (lib/forms/spam.ts) needs the time each copy of a form was
 * sent. The pages with a form (/blog, /get-help) render STARTED_AT_PLACEHOLDER
 * instead, so they can be rendered once and kept like any other page; each
 * request gets the kept HTML with its own time written over the placeholder.
 *
 * Compressing the whole page again for every request would cost more than a
 * static file server spends on the request, so the gzip copy is kept in
 * pieces, cut where the placeholder stands: each piece is a deflate stream
 * ended with a full flush (byte-aligned, and referring to nothing before it),
 * and such streams may be joined one after another (as pigz does). A request
 * adds only its thirteen digits, stored uncompressed, and the gzip frame with
 * its checksum.
 * Brotli has no such joins, so these pages are sent as gzip.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'
import { STARTED_AT_PLACEHOLDER } from '../../lib/forms/spam.ts'

const PLACEHOLDER = String(STARTED_AT_PLACEHOLDER)

/** `html` with the time `now` where a form's opening time goes (renders for one request). */
export function stampFormTime(html: string, now: number): string {
  return html.replaceAll(PLACEHOLDER, String(now))
}

/** A kept page with a form: its HTML and its gzip copy in pieces, cut at each placeholder. */
export interface StampedHtml {
  pieces: Buffer[]
  deflatedPieces: Buffer[]
  /** Each piece's CRC-32 and the operator that moves a checksum past it, so a request's checksum costs no pass over the page. */
  pieceChecksums: number[]
  pieceShifts: Uint32Array[]
}

/** The page cut where the placeholder stands, or undefined when it has no form time to stamp. */
export function cutAtFormTime(body: Buffer): StampedHtml | undefined {
  const pieces: Buffer[] = []
  let start = 0
  for (let at = body.indexOf(PLACEHOLDER); at !== -1; at = body.indexOf(PLACEHOLDER, start)) {
    pieces.push(body.subarray(start, at))
    start = at + PLACEHOLDER.length
  }
  if (pieces.length === 0) return undefined
  pieces.push(body.subarray(start))
  return {
    pieces,
    deflatedPieces: pieces.map((piece, index) =>
      // Every piece but the last ends with a full flush, so the next can follow; the last ends the stream.
      deflateRawSync(piece, { level: 9, finishFlush: index === pieces.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH }),
    ),
    pieceChecksums: pieces.map((piece) => crc32(piece)),
    pieceShifts: pieces.map((piece) => zeroBytesOperator(piece.length)),
  }
}

/** The HTML with the time `now` in each place. */
export function stampedBody({ pieces }: StampedHtml, now: number): Buffer {
  const time = Buffer.from(String(now))
  return Buffer.concat(pieces.flatMap((piece, index) => (index === 0 ? [piece] : [time, piece])))
}

/** gzip's fixed header: deflate, no name or time, from an unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255])

/**
 * The time as a deflate block stored as is (RFC 1951 3.2.4): after a full
 * flush the stream is byte-aligned, so a stored block is one header byte (not
 * final, type 00), its length and the length's complement, then the bytes.
 * Cheaper than asking zlib to compress thirteen digits.
 */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length)
  block.writeUInt16LE(bytes.length, 1)
  block.writeUInt16LE(~bytes.length & 0xffff, 3)
  bytes.copy(block, 5)
  return block
}

/** The gzip of stampedBody(page, now), made from the kept pieces and the time alone. */
export function stampedGzip(html: StampedHtml, now: number): Buffer {
  const time = Buffer.from(String(now))
  const timeBlock = storedBlock(time)
  const timeChecksum = crc32(time)
  let checksum = html.pieceChecksums[0] as number
  let length = (html.pieces[0] as Buffer).length
  for (let index = 1; index < html.pieces.length; index++) {
    checksum = (applyOperator(TIME_SHIFT, checksum) ^ timeChecksum) >>> 0
    checksum = (applyOperator(html.pieceShifts[index] as Uint32Array, checksum) ^ (html.pieceChecksums[index] as number)) >>> 0
    length += time.length + (html.pieces[index] as Buffer).length
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(checksum, 0)
  trailer.writeUInt32LE(length % 2 ** 32, 4)
  return Buffer.concat([
    GZIP_HEADER,
    ...html.deflatedPieces.flatMap((piece, index) => (index === 0 ? [piece] : [timeBlock, piece])),
    trailer,
  ])
}

/*
 * CRC-32 of joined pieces from the pieces' own checksums, as zlib's
 * crc32_combine does it: appending n zero bytes to a checksum is a linear
 * operator over GF(2), a 32x32 bit matrix (here 32 columns of 32 bits), and
 * crc(A + B) = zeros(length of B)(crc(A)) xor crc(B).
 */

function applyOperator(operator: Uint32Array, vector: number): number {
  let sum = 0
  for (let column = 0; vector !== 0; column++, vector >>>= 1) if (vector & 1) sum ^= operator[column] as number
  return sum >>> 0
}

function compose(outer: Uint32Array, inner: Uint32Array): Uint32Array {
  return Uint32Array.from(inner, (column) => applyOperator(outer, column))
}

/** The operator that appends `length` zero bytes to a CRC-32. */
function zeroBytesOperator(length: number): Uint32Array {
  // One zero bit: shift right, folding in the reversed polynomial 0xedb88320.
  const oneBit = Uint32Array.from({ length: 32 }, (_, column) => (column === 0 ? 0xedb88320 : 1 << (column - 1)))
  const twoBits = compose(oneBit, oneBit)
  const fourBits = compose(twoBits, twoBits)
  let power: Uint32Array = compose(fourBits, fourBits)
  let result: Uint32Array = Uint32Array.from({ length: 32 }, (_, column) => 1 << column)
  for (let remaining = length; remaining > 0; remaining = Math.floor(remaining / 2)) {
    if (remaining % 2 === 1) result = compose(power, result)
    power = compose(power, power)
  }
  return result
}

/** Moves a checksum past the thirteen digits of a time. */
const TIME_SHIFT = zeroBytesOperator(PLACEHOLDER.length)
