import { useEffect, useState } from "react";
import { COMPANY } from "~/lib/company";
import { useT } from "~/lib/i18n/use-t";

/**
 * The company e-mail, assembled in the browser from its two parts so the server-rendered HTML
 * never contains the address; before hydration (or without JavaScript) it reads "info at … dot …".
 */
export function ObfuscatedEmail({ className }: { className?: string }) {
  const t = useT();
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => setAddress(`${COMPANY.email.user}@${COMPANY.email.domain}`), []);
  if (!address) {
    return (
      <span className={className} data-email-pending="">
        {t("footer.emailHidden")}
      </span>
    );
  }
  return (
    <a href={`mailto:${address}`} className={className} data-email="">
      {address}
    </a>
  );
}
