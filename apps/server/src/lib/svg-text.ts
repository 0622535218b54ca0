/** Text in server-drawn SVG (project placeholders, e-card previews, certificates, media-kit templates). */

/** Escapes text for an SVG/XML text node or attribute. */
export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * Splits text into lines of at most `width` characters on word boundaries; a longer word is cut with an ellipsis.
 * With `maxLines`, the last kept line ends with an ellipsis when text was left out.
 */
export function wrapText(text: string, width: number, maxLines = Infinity): string[] {
  const lines: string[] = [];
  let line = '';
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    const word = raw.length > width ? `${raw.slice(0, width - 1)}…` : raw;
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].slice(0, width - 1)}…`;
  }
  return lines;
}
