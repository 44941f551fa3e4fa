/**
 * Saves a file the browser already holds (an export the desk fetched with its session) under a
 * name, through a link's download attribute, then lets it go: the screens' Export CSV.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
