import { Type } from 'typebox';

/** `GET /api/me/export`: a ZIP archive of what ReferBridge holds about the caller (README.txt inside says what). */
export const DataExportResponseSchema = {
  description: 'A ZIP archive: README.txt, data.json, and the resumes the caller uploaded under resumes/',
  content: { 'application/zip': { schema: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }) } },
};
