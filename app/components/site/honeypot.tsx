import { useT } from "~/lib/i18n/use-t";

/** The hidden "website" field of a public form: only bots fill it in (the action drops their post). */
export function Honeypot({ id }: { id: string }) {
  const t = useT();
  return (
    <div className="absolute -left-[9999px] size-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>{t("contact.honeypot")}</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
