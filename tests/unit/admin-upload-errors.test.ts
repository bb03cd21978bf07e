import { describe, expect, it } from "vitest";
import { uploadErrorMessage } from "~/components/admin/file-upload";

describe("upload error messages (back-office spec, Upload errors)", () => {
  it("maps 400 to the invalid file message", () => {
    expect(uploadErrorMessage(400, "File type not allowed")).toBe(
      "Storage upload failed: Invalid file or request. Please check file format and size.",
    );
  });
  it("maps 403 (and an expired session's 401) to the permission message", () => {
    const message =
      "Permission denied: Please ask your administrator to check the storage bucket permissions and row-level security policies.";
    expect(uploadErrorMessage(403)).toBe(message);
    expect(uploadErrorMessage(401)).toBe(message);
  });
  it("maps 413 or a message about size to File too large", () => {
    const message = "File too large: The file you are trying to upload exceeds the maximum allowed size.";
    expect(uploadErrorMessage(413)).toBe(message);
    expect(uploadErrorMessage(500, "Maximum size exceeded")).toBe(message);
  });
  it("otherwise says Storage upload failed with the message or Unknown error", () => {
    expect(uploadErrorMessage(500, "Disk full")).toBe("Storage upload failed: Disk full");
    expect(uploadErrorMessage(0)).toBe("Storage upload failed: Unknown error");
  });
});
