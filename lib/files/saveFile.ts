/** Saves `text` as a file of `type` named `fileName`, through the browser's download. */
export function saveFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has its own copy once it has started.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export const CSV_TYPE = 'text/csv;charset=utf-8';
