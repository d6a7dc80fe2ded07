import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './plugins/errors.js';
import { isAcceptableDocx, isWordBinaryDocument } from './resumeFormats.js';
import {
  referralRequestMessages,
  RESUME_MAX_BYTES,
  type RESUME_EXTENSIONS,
  type RESUME_MIME_TYPES,
} from '../shared/referralRequest.js';

/** The form field that carries a resume, in a referral request and on /referee-profile. */
export const RESUME_FIELD = 'resume';

export const uploadMessages = {
  oneFileOnly: 'Please attach one file only: your resume.',
  unexpectedFile: 'Please attach your resume as the "resume" field.',
  tooManyFields: 'The form has too many fields.',
  forbiddenField: 'The form has a field named "__proto__", "constructor" or the like, which no form sends.',
  unreadableForm: 'The form could not be read. Please try again.',
} as const;

export interface ResumeType {
  extension: (typeof RESUME_EXTENSIONS)[number];
  mimeType: (typeof RESUME_MIME_TYPES)[number];
}

const PDF: ResumeType = { extension: '.pdf', mimeType: 'application/pdf' };
const DOC: ResumeType = { extension: '.doc', mimeType: 'application/msword' };
const DOCX: ResumeType = {
  extension: '.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** file-type's own detection window: the signatures of pdf, cfb and zip all lie within it. */
const DETECTION_SAMPLE_BYTES = 4100;
const FILE_NAME_STEM_MAX_LENGTH = 120;

/**
 * The resume's real type, read from its bytes (never from its name or the browser's Content-Type), or undefined.
 * A signature only says which container it is; the container must then hold a real document (resumeFormats.ts).
 */
export async function detectResumeType(data: Buffer): Promise<ResumeType | undefined> {
  const detected = await detect(data.subarray(0, DETECTION_SAMPLE_BYTES));
  if (detected === 'pdf') return PDF;
  // A docx is a zip; file-type says "docx" only when [Content_Types].xml comes early (LibreOffice writes it last).
  if (detected === 'zip' || detected === 'docx') return (await isAcceptableDocx(data)) ? DOCX : undefined;
  if (detected === 'cfb') return isWordBinaryDocument(data) ? DOC : undefined;
  return undefined;
}

async function detect(data: Uint8Array) {
  try {
    // Loaded with the first file to check, not as the server starts: file-type is about 45 ms of a start.
    const { fileTypeFromBuffer } = await import('file-type');
    return (await fileTypeFromBuffer(data))?.ext;
  } catch {
    // A file that breaks the parser is not one we can accept; the reason does not matter to the sender.
    return undefined;
  }
}

/**
 * A name that is safe to store and to send back in Content-Disposition: no folders, no control or invisible
 * characters (U+202E can make "cod.exe" look like "exe.doc"), nothing a quoted header or Windows refuses,
 * and the extension of the type detected, so the name never disagrees with the content.
 */
export function safeResumeFileName(original: string | undefined, type: ResumeType) {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // Browsers escape exactly these three in a multipart file name (WHATWG HTML); the rest arrives as typed.
    .replace(/%22|%0D|%0A/gi, (escaped) => decodeURIComponent(escaped))
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/["\\<>:|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = cleaned
    .replace(/\.(pdf|docx?)$/i, '')
    // A leading dot would hide the file on download, and "..", left alone, means the folder above.
    .replace(/^[.\s]+/, '')
    .trimEnd();
  const shortStem = Array.from(stem).slice(0, FILE_NAME_STEM_MAX_LENGTH).join('').trimEnd();
  return `${shortStem || 'resume'}${type.extension}`;
}

/**
 * Content-Disposition for a download: an ASCII `filename` every client reads, plus the exact name in
 * `filename*` (RFC 6266), since Node refuses non-Latin-1 header values and a resume may be named in any script.
 */
export function attachmentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The type comes from the bytes; the stored name is made safe and given the extension of that type. */
export async function checkResume(resume: { fileName: string; data: Buffer }) {
  const type = await detectResumeType(resume.data);
  if (!type) {
    throw new HttpError(400, referralRequestMessages.resumeWrongType, {
      [RESUME_FIELD]: referralRequestMessages.resumeWrongType,
    });
  }
  return { fileName: safeResumeFileName(resume.fileName, type), mimeType: type.mimeType, data: resume.data };
}

/** The multipart plugin's errors say "reach files limit" and the like: people get the spec's words or plain ones. */
export function asUploadError(request: FastifyRequest, error: unknown) {
  if (error instanceof HttpError) return error;
  const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError, PrototypeViolationError } =
    request.server.multipartErrors;
  if (error instanceof RequestFileTooLargeError) {
    return new HttpError(413, referralRequestMessages.resumeTooLarge, {
      [RESUME_FIELD]: referralRequestMessages.resumeTooLarge,
    });
  }
  if (error instanceof FilesLimitError) {
    return new HttpError(400, uploadMessages.oneFileOnly, { [RESUME_FIELD]: uploadMessages.oneFileOnly });
  }
  if (error instanceof FieldsLimitError || error instanceof PartsLimitError) {
    return new HttpError(413, uploadMessages.tooManyFields);
  }
  // The plugin refuses a field named like a property every object has, before it could reach a prototype.
  if (error instanceof PrototypeViolationError) return new HttpError(400, uploadMessages.forbiddenField);
  // Busboy's parse errors (no boundary, a cut body) and the plugin's other refusals (a field declared as JSON that is
  // not) are the client's, not a 500; their own words are for developers.
  request.log.info({ err: error }, 'unreadable multipart body');
  return new HttpError(400, uploadMessages.unreadableForm);
}

/** Where a file's Buffer starts when the request does not say its length (a chunked body): it doubles as needed. */
const UNDECLARED_FILE_CAPACITY = 256 * 1024;

/**
 * A resume's bytes in one Buffer, allocated once at the size the request's Content-Length allows (never past the
 * limit), each chunk copied in as busboy hands it over: no list of chunks joined at the end (toBuffer()'s second
 * copy of the whole file). The same Buffer is checked and stored. Past fileSize it throws the plugin's
 * RequestFileTooLargeError, as toBuffer() does.
 */
export async function readResumeOnce(request: FastifyRequest, part: MultipartFile): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  let capacity = Number.isSafeInteger(declared) && declared > 0 ? declared : UNDECLARED_FILE_CAPACITY;
  let bytes = Buffer.allocUnsafe(Math.min(capacity, RESUME_MAX_BYTES));
  let length = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (length + chunk.length > bytes.length) {
      capacity = Math.min(Math.max(bytes.length * 2, length + chunk.length), RESUME_MAX_BYTES);
      const grown = Buffer.allocUnsafe(capacity);
      bytes.copy(grown, 0, 0, length);
      bytes = grown;
    }
    length += chunk.copy(bytes, length);
  }
  if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
  return bytes.subarray(0, length);
}
