import type yauzl from 'yauzl';

/**
 * Checks of the two Word containers beyond their signatures, so that only a real document is stored and later
 * opened by a referrer: a docx must hold its main document part and must not inflate into something huge, and a doc
 * must really hold its WordDocument stream. Both read only the structure; no content is inflated but the small
 * [Content_Types].xml.
 */

/** A resume is a few pages: a docx past these limits is a bomb (or a disguise), not a CV. */
export const DOCX_LIMITS = {
  maxEntries: 2_000,
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  /** Past this ratio an entry is refused, once it is big enough for the ratio to mean anything. */
  maxCompressionRatio: 100,
  minBytesForRatio: 64 * 1024,
  maxContentTypesBytes: 1024 * 1024,
} as const;

const WORD_MAIN_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** Programs and macros have no place in a resume: a .docx cannot even run macros, so their presence is a disguise. */
const FORBIDDEN_PART = /(^|\/)vbaProject\.bin$|\.(exe|dll|scr|com|bat|cmd|ps1|vbs|js|jar|msi|sh)$/i;

/** True when `data` is a zip whose central directory describes a plain Word document within DOCX_LIMITS. */
export async function isAcceptableDocx(data: Buffer): Promise<boolean> {
  let zip: yauzl.ZipFile | undefined;
  try {
    // Loaded with the first .docx to check, not as the server starts.
    const { fromBufferPromise } = (await import('yauzl')).default;
    zip = await fromBufferPromise(data, { strictFileNames: true });
    if (zip.entryCount > DOCX_LIMITS.maxEntries) return false;
    const sizes = new Map<string, number>();
    let contentTypes: yauzl.Entry | undefined;
    let totalUncompressed = 0;
    for await (const entry of zip.eachEntry()) {
      totalUncompressed += entry.uncompressedSize;
      if (totalUncompressed > DOCX_LIMITS.maxTotalUncompressedBytes) return false;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize >= DOCX_LIMITS.minBytesForRatio && ratio > DOCX_LIMITS.maxCompressionRatio) {
        return false;
      }
      if (FORBIDDEN_PART.test(entry.fileName)) return false;
      sizes.set(entry.fileName, entry.uncompressedSize);
      if (entry.fileName === '[Content_Types].xml') contentTypes = entry;
    }
    if (!contentTypes || contentTypes.uncompressedSize > DOCX_LIMITS.maxContentTypesBytes) return false;
    const mainPart = mainDocumentPart(await readEntry(zip, contentTypes));
    // A "docx shell": the declarations of a Word document around anything but one.
    return mainPart !== undefined && (sizes.get(mainPart) ?? 0) > 0;
  } catch {
    // Not a zip yauzl can read (bad offsets, unsafe names, sizes that lie): not a document we can accept.
    return false;
  } finally {
    zip?.close();
  }
}

/** The part [Content_Types].xml declares as a Word document's main part ("word/document.xml"), if any. */
function mainDocumentPart(contentTypesXml: string) {
  for (const override of contentTypesXml.matchAll(/<Override\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(override[0])?.[1];
    if (attribute('ContentType') === WORD_MAIN_CONTENT_TYPE) return attribute('PartName')?.replace(/^\//, '');
  }
  return undefined;
}

/** Inflates one small entry; yauzl fails the stream if it yields more than the size the directory declared. */
async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry) {
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// Compound File Binary (MS-CFB), the container of Word 97-2003 documents. Only what finding one stream takes.
const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM_OBJECT = 2;
const ROOT_OBJECT = 5;
/** Every Word binary document starts its WordDocument stream with a File Information Block of this identifier. */
const WORD_FIB_IDENTIFIER = 0xa5ec;

/**
 * True when `data` is a compound file whose root storage holds a WordDocument stream that starts like one. Other
 * compound files (xls, msi) and files that merely contain the text "WordDocument" are refused.
 */
export function isWordBinaryDocument(data: Buffer): boolean {
  try {
    return new CompoundFile(data).findRootStream('WordDocument')?.startsWith(WORD_FIB_IDENTIFIER) ?? false;
  } catch {
    return false;
  }
}

class CompoundFile {
  private readonly sectorShift: number;
  private readonly fat: number[] = [];

  constructor(private readonly data: Buffer) {
    if (!data.subarray(0, 8).equals(CFB_SIGNATURE)) throw new Error('not a compound file');
    this.sectorShift = data.readUInt16LE(30);
    if (this.sectorShift !== 9 && this.sectorShift !== 12) throw new Error('bad sector size');
    // The header lists the first 109 FAT sectors, enough for 7 MiB of 512-byte sectors: more than a resume.
    const fatSectors = data.readUInt32LE(44);
    if (fatSectors > HEADER_DIFAT_ENTRIES) throw new Error('too large');
    for (let index = 0; index < fatSectors; index++) {
      const sector = this.sector(data.readUInt32LE(76 + index * 4));
      for (let offset = 0; offset < sector.length; offset += 4) this.fat.push(sector.readUInt32LE(offset));
    }
  }

  private get sectorSize() {
    return 1 << this.sectorShift;
  }

  private sector(index: number) {
    const start = (index + 1) << this.sectorShift;
    if (index >= END_OF_CHAIN || start + this.sectorSize > this.data.length) throw new Error('sector out of range');
    return this.data.subarray(start, start + this.sectorSize);
  }

  /** The sectors of a chain, in order; a loop or a chain off the end of the file is an error, not a hang. */
  private *chain(first: number) {
    const seen = new Set<number>();
    for (let current = first; current !== END_OF_CHAIN; current = this.fat[current] ?? END_OF_CHAIN) {
      if (seen.has(current) || current >= this.fat.length) throw new Error('broken chain');
      seen.add(current);
      yield this.sector(current);
    }
  }

  private directoryEntry(directory: Buffer, id: number) {
    const offset = id * DIRECTORY_ENTRY_BYTES;
    if (offset + DIRECTORY_ENTRY_BYTES > directory.length) throw new Error('entry out of range');
    const entry = directory.subarray(offset, offset + DIRECTORY_ENTRY_BYTES);
    const nameBytes = Math.min(Math.max(entry.readUInt16LE(64) - 2, 0), 62);
    return {
      name: entry.subarray(0, nameBytes).toString('utf16le'),
      type: entry.readUInt8(66),
      left: entry.readUInt32LE(68),
      right: entry.readUInt32LE(72),
      child: entry.readUInt32LE(76),
      start: entry.readUInt32LE(116),
      size: entry.readUInt32LE(120),
    };
  }

  /** A stream directly under the root storage, found through the root's tree of children. */
  findRootStream(name: string) {
    const directory = Buffer.concat([...this.chain(this.data.readUInt32LE(48))]);
    const root = this.directoryEntry(directory, 0);
    if (root.type !== ROOT_OBJECT) throw new Error('no root');
    const pending = [root.child];
    const visited = new Set<number>();
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (id === NO_STREAM || visited.has(id)) continue;
      visited.add(id);
      const entry = this.directoryEntry(directory, id);
      if (entry.type === STREAM_OBJECT && entry.name === name) return this.streamStart(entry, root);
      pending.push(entry.left, entry.right);
    }
    return undefined;
  }

  /** The first bytes of a stream, from the regular sectors or, for a small one, from the root's mini stream. */
  private streamStart(entry: { start: number; size: number }, root: { start: number }) {
    const miniStreamCutoff = this.data.readUInt32LE(56);
    let first: Buffer;
    if (entry.size >= miniStreamCutoff) {
      first = this.sector(entry.start);
    } else {
      const miniSectorSize = 1 << this.data.readUInt16LE(32);
      const offset = entry.start * miniSectorSize;
      const containing = Math.floor(offset / this.sectorSize);
      const sectors = [...this.chain(root.start)];
      const sector = sectors[containing];
      if (!sector) throw new Error('mini stream out of range');
      first = sector.subarray(offset % this.sectorSize);
    }
    return {
      startsWith: (identifier: number) => entry.size >= 2 && first.length >= 2 && first.readUInt16LE(0) === identifier,
    };
  }
}
