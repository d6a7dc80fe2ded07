/** /profile's "Download my data" (src/server/routes/dataExport.ts). */
export const dataExportMessages = {
  failed: 'We could not prepare your data. Please try again.',
  ready: { title: 'Your data is downloading', description: 'Look for the ZIP file in your downloads.' },
} as const;

/** The file name the archive is saved under: the day it was made, so several downloads do not overwrite each other. */
export function exportFileName(madeAt: Date) {
  return `referbridge-data-${madeAt.toISOString().slice(0, 10)}.zip`;
}
