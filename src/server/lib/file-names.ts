/*
 * The names of uploaded files: cleaned when they are stored, and encoded for Content-Disposition when they
 * are served (deal documents, project files).
 */

/**
 * The base name of an uploaded file without folders, control characters or direction overrides (which make
 * `evil\u202Egpj.exe` read as `evilexe.jpg`), at most 200 characters; `fallback` when nothing is left.
 */
export function cleanFileName(name: string, fallback: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  return (cleaned || fallback).slice(0, 200);
}

/**
 * `attachment` (or `inline`) with the file's name: an ASCII fallback and the exact name in RFC 5987 encoding.
 */
export function contentDisposition(fileName: string, type: "attachment" | "inline" = "attachment") {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
