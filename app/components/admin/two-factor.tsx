import { useState } from "react";
import { Button } from "~/components/ui/button";

/**
 * The QR code and secret of a two-factor setup, shown once: scan the code, or type the secret into the
 * authenticator app (grouped by four for reading).
 */
export function TotpEnrolment({ qrSvg, secret }: { qrSvg: string; secret: string }) {
  return (
    <div className="space-y-3">
      <ol className="list-decimal space-y-1 pl-5 text-gray-700 text-sm">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Scan this QR code, or enter the key below by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <figure className="mx-auto w-44">
        {/* The SVG is drawn on the server by the qrcode library from our own otpauth:// URI. */}
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="rounded-md border border-gray-200 bg-white p-2"
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
      </figure>
      <p className="text-sm">
        <span className="block text-gray-600">Setup key</span>
        <code data-secret className="break-words font-mono text-base tracking-wider">
          {secret.match(/.{1,4}/g)?.join(" ")}
        </code>
      </p>
    </div>
  );
}

/** Ten recovery codes, shown once, with a button that copies them all. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-3">
      <p className="text-gray-700 text-sm">
        Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md bg-gray-50 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} data-recovery-code>
            {code}
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(codes.join("\n")).then(() => setCopied(true));
        }}
      >
        {copied ? "Copied" : "Copy codes"}
      </Button>
    </div>
  );
}
