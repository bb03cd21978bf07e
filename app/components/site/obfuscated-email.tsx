import { useT } from "~/lib/i18n/use-t";

/**
 * The company e-mail: the server's HTML never contains the address; the site's script (enhance.ts)
 * assembles it from its two parts into a mailto link. Without JavaScript it reads "info at … dot …".
 * A class that keeps the address on one line should let the pending words wrap
 * (`[&[data-email-pending]]:whitespace-normal`): in Chinese they are wider than a phone.
 */
export function ObfuscatedEmail({ className }: { className?: string }) {
  const t = useT();
  return (
    <span className={className} data-email-pending="">
      {t("footer.emailHidden")}
    </span>
  );
}
