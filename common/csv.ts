// CSV as the firm opens it in a spreadsheet: shared by the server's exports and the inbox's
// tables (its overview), so every file the firm downloads is formula-safe the same way.

export type CsvCell = string | number | boolean | null;

/**
 * One CSV cell, formula-safe in every spreadsheet locale. A spreadsheet whose list separator
 * is `;` (de, fr, nl…) or a tab splits an unquoted cell there, so a cell may hide a formula
 * after any separator (`ok;=WEBSERVICE(A1)`): every piece that would start with = + - @
 * (after blanks or a quote), at the start or after a comma, semicolon, tab or line break, gets
 * an apostrophe first (a tab or carriage return first too). Quotes, commas and line breaks are
 * then quoted (RFC 4180).
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  let text = String(value);
  if (/^([\t\r]|[\s"]*[=+\-@])/.test(text)) text = `'${text}`;
  text = text.replace(/([,;\t\r\n])([\s"]*)(?=[=+\-@])/g, "$1$2'");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row, each ended by CRLF. */
export function csvLines(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(",")}\r\n`).join("");
}
