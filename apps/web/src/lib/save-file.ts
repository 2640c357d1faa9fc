/**
 * Hands a file the page has (made or fetched) to the browser as a download, as a Download link would: a
 * link to it is clicked and removed, and the object URL let go `releaseAfterMs` later (once the download has
 * started).
 */
export function saveFile(blob: Blob, fileName: string, releaseAfterMs = 1_000): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), releaseAfterMs);
}
