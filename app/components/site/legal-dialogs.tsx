import type { MessageKey } from "~/lib/i18n/messages/en";
import { useT } from "~/lib/i18n/use-t";
import { CloseIcon } from "./icons";
import { ObfuscatedEmail } from "./obfuscated-email";

type Section = { heading?: MessageKey; body: MessageKey };

const PRIVACY: Section[] = [
  { body: "privacy.p1" },
  { heading: "privacy.h2", body: "privacy.p2" },
  { heading: "privacy.h3", body: "privacy.p3" },
  { heading: "privacy.h4", body: "privacy.p4" },
];

const TERMS: Section[] = [
  { body: "terms.p1" },
  { heading: "terms.h2", body: "terms.p2" },
  { heading: "terms.h3", body: "terms.p3" },
  { heading: "terms.h4", body: "terms.p4" },
];

/**
 * A footer button that opens a policy in a native modal dialog, without JavaScript: an invoker opens
 * it; Escape, the close button or a click on the backdrop (closedby="any") close it.
 */
function PolicyDialog({
  title,
  updated,
  sections,
  withEmail,
  testId,
}: {
  title: MessageKey;
  updated: MessageKey;
  sections: Section[];
  withEmail?: boolean;
  testId: string;
}) {
  const t = useT();
  return (
    <>
      <button
        type="button"
        commandfor={testId}
        command="show-modal"
        aria-haspopup="dialog"
        className="min-h-11 text-paper/75 underline-offset-4 hover:text-gold-light hover:underline"
      >
        {t(title)}
      </button>
      <dialog
        id={testId}
        closedby="any"
        aria-labelledby={`${testId}-title`}
        data-testid={testId}
        className="m-auto max-h-[85dvh] w-[min(92vw,680px)] rounded-xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/70"
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-5">
          <div>
            <h2 id={`${testId}-title`} className="text-h3">
              {t(title)}
            </h2>
            <p className="mt-1 text-sm text-muted">{t(updated)}</p>
          </div>
          <button
            type="button"
            commandfor={testId}
            command="close"
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:text-ink"
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">{t("footer.close")}</span>
          </button>
        </div>
        <div className="space-y-4 px-6 py-5 text-[0.95rem] leading-relaxed">
          {sections.map((section) => (
            <section key={section.body}>
              {section.heading && (
                <h3 className="mb-1 font-sans text-base font-semibold">{t(section.heading)}</h3>
              )}
              <p>{t(section.body)}</p>
            </section>
          ))}
          {withEmail && (
            <p>
              <ObfuscatedEmail className="font-medium text-gold-dark underline" />
            </p>
          )}
        </div>
      </dialog>
    </>
  );
}

/** Privacy Policy and Terms of Service, each opened in a dialog from the footer. */
export function LegalDialogs() {
  return (
    <div className="flex flex-wrap gap-x-6">
      <PolicyDialog
        title="footer.privacy"
        updated="privacy.updated"
        sections={PRIVACY}
        withEmail
        testId="privacy"
      />
      <PolicyDialog title="footer.terms" updated="terms.updated" sections={TERMS} testId="terms" />
    </div>
  );
}
