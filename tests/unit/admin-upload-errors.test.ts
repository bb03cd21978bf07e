import { describe, expect, it } from "vitest";
import { PERMISSION_DENIED, storageRefusal } from "#server/media/upload";
import {
  productErrorBox,
  RLS_UPLOAD_ERROR,
  STORAGE_PERMISSION_ERROR,
  uploadErrorMessage,
} from "~/components/admin/media-upload";

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

describe("the product dialog's Error box (back-office spec, Products)", () => {
  it("maps a storage permission-denied error to the storage bucket permissions message", () => {
    expect(productErrorBox(uploadErrorMessage(403))).toBe(STORAGE_PERMISSION_ERROR);
    expect(productErrorBox("EACCES: permission denied, open '/data/media/products/1.jpg'")).toBe(
      STORAGE_PERMISSION_ERROR,
    );
    expect(STORAGE_PERMISSION_ERROR).toContain("storage bucket permissions");
  });
  it("maps a row-level-security error to the RLS policies for uploads message with fix steps", () => {
    expect(
      productErrorBox(
        'Failed to create product: new row violates row-level security policy for table "products"',
      ),
    ).toBe(RLS_UPLOAD_ERROR);
    expect(RLS_UPLOAD_ERROR).toContain("RLS policies for uploads");
    expect(RLS_UPLOAD_ERROR).toMatch(/To fix it: 1\. .+ 2\. .+ 3\. /);
  });
  it("otherwise says Unexpected error: {reason}", () => {
    const refused = uploadErrorMessage(400);
    expect(productErrorBox(refused)).toBe(`Unexpected error: ${refused}`);
    expect(productErrorBox("Failed to update product: The product no longer exists")).toBe(
      "Unexpected error: Failed to update product: The product no longer exists",
    );
    expect(productErrorBox(uploadErrorMessage(413))).toBe(
      "Unexpected error: File too large: The file you are trying to upload exceeds the maximum allowed size.",
    );
  });
});

describe("a storage that refuses the write", () => {
  it("answers the spec's 403 Permission denied for EACCES, EPERM and EROFS, and nothing else", () => {
    for (const code of ["EACCES", "EPERM", "EROFS"]) {
      const refusal = storageRefusal(Object.assign(new Error("open failed"), { code }));
      expect(refusal?.status).toBe(403);
      expect(refusal?.message).toBe(PERMISSION_DENIED);
    }
    expect(storageRefusal(Object.assign(new Error("disk full"), { code: "ENOSPC" }))).toBeUndefined();
    expect(storageRefusal(new Error("plain"))).toBeUndefined();
    expect(storageRefusal(null)).toBeUndefined();
  });
});
