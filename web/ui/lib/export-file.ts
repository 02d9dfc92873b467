/**
 * One CSV record with its header line (RFC 4180 quoting). A cell that a spreadsheet would run as a
 * formula (=, +, -, @ first) is prefixed with an apostrophe, so an exported title cannot attack the
 * admin's spreadsheet.
 */
export function toCsv(record: Record<string, string | number | null | undefined>): string {
  const cell = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${Object.keys(record).map(cell).join(",")}\r\n${Object.values(record).map(cell).join(",")}\r\n`;
}

/** Saves text as a file, made in the browser: no server round trip and nothing stored. */
export function downloadFile(fileName: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
