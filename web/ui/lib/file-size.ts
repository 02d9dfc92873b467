const MB = 1024 * 1024;

/** Sizes as a phone owner counts data: KB below a megabyte, MB with one decimal above. */
export function sizeText(bytes: number): string {
  return bytes < MB
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / MB).toFixed(1)} MB`;
}

/** A rule's limit as its hint says it: "10MB". */
export function limitText(bytes: number): string {
  return `${Math.round(bytes / MB)}MB`;
}

/** A file's size when sent, and the size picked when the form made it smaller. */
export function sentSizeText(sentBytes: number, pickedBytes: number): string {
  return sentBytes < pickedBytes
    ? `${sizeText(sentBytes)} (from ${sizeText(pickedBytes)})`
    : sizeText(sentBytes);
}
