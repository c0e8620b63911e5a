// Files a person chooses to upload (an import): the size the server takes,
// what to say past it, and reading a file's text in the browser.

/** The largest import file the server takes (a .vcf, a wish list, a CSV): 2 MiB. */
export const MAX_IMPORT_FILE_BYTES = 2 * 1024 * 1024;
/** Said, before anything is sent, of a file over `MAX_IMPORT_FILE_BYTES` (and of a 413). */
export const FILE_TOO_LARGE = "The file is larger than 2 MB.";

/** A chosen file's text (FileReader: it also works where `Blob.text` is missing, as in jsdom). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsText(file);
  });
}

/**
 * The file just chosen in `input`, or `FILE_TOO_LARGE` when it is over the
 * limit (said before anything is sent); null when none was chosen. The
 * input is cleared, so the same file can be chosen again.
 */
export function takeChosenFile(input: HTMLInputElement): File | typeof FILE_TOO_LARGE | null {
  const file = input.files?.[0] ?? null;
  input.value = "";
  if (!file) return null;
  return file.size > MAX_IMPORT_FILE_BYTES ? FILE_TOO_LARGE : file;
}
