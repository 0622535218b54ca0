/** File kinds the platform accepts, recognised by their first bytes (never by name or declared type). */
export const FILE_KINDS = {
  png: { contentType: 'image/png', ext: 'png', image: true, test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  jpeg: { contentType: 'image/jpeg', ext: 'jpg', image: true, test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  webp: { contentType: 'image/webp', ext: 'webp', image: true, test: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  gif: { contentType: 'image/gif', ext: 'gif', image: true, test: (b: Buffer) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  pdf: { contentType: 'application/pdf', ext: 'pdf', image: false, test: (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** The kind of a file from its bytes, or null. */
export function sniffFileKind(bytes: Buffer): FileKind | null {
  for (const [kind, spec] of Object.entries(FILE_KINDS) as [FileKind, (typeof FILE_KINDS)[FileKind]][]) {
    if (spec.test(bytes)) return kind;
  }
  return null;
}

/** A name safe for a Content-Disposition header and a download: no folders, no control or quote characters. */
export function safeFileName(name: string, fallbackExt: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFKC')
    .replace(/[^\w .()-]+/g, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 120)
    .trim();
  return base || `file.${fallbackExt}`;
}
