import { describe, expect, it } from "vitest";

import { FILE_TOO_LARGE, MAX_IMPORT_FILE_BYTES, takeChosenFile } from "@/lib/files";

/** A file input holding `files`, as a browser leaves it after a choice. */
function inputWith(files: File[]): HTMLInputElement {
  const input = document.createElement("input");
  input.type = "file";
  Object.defineProperty(input, "files", { value: files, configurable: true });
  return input;
}

describe("takeChosenFile", () => {
  it("gives the chosen file, refuses one over the limit, and nothing when none was chosen", () => {
    const small = new File(["name\nKettle\n"], "items.csv", { type: "text/csv" });
    expect(takeChosenFile(inputWith([small]))).toBe(small);
    const large = new File(["x"], "big.html");
    Object.defineProperty(large, "size", { value: MAX_IMPORT_FILE_BYTES + 1 });
    expect(takeChosenFile(inputWith([large]))).toBe(FILE_TOO_LARGE);
    expect(takeChosenFile(inputWith([]))).toBeNull();
  });
});
