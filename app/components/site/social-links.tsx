import { useId } from "react";
import { preload } from "react-dom";
import { COMPANY, type QrName, whatsappChatUrl } from "~/lib/company";
import { useT } from "~/lib/i18n/use-t";
import { FacebookIcon, InstagramIcon, WeChatIcon, WhatsAppIcon } from "./icons";

const QR_SIZE = 192;
const qrUrl = (name: QrName) => `/qr/${name}`;
type Tone = "light" | "dark";

const ICON_BUTTON: Record<Tone, string> = {
  light: "border-paper/25 text-paper/85 hover:border-gold-light hover:text-gold-light",
  dark: "border-line text-ink/80 hover:border-gold hover:text-gold-dark",
};

/**
 * Facebook and Instagram links, and WeChat and WhatsApp buttons with QR popovers. A plain list: the caller
 * names it with a heading ("Follow us"), not an aria-label on the list.
 */
export function SocialLinks({
  tone = "light",
  placement = "top",
}: {
  tone?: Tone;
  placement?: "top" | "bottom";
}) {
  const t = useT();
  const button = `inline-flex size-11 items-center justify-center rounded-full border transition-colors ${ICON_BUTTON[tone]}`;
  return (
    <ul className="flex items-center gap-3">
      <li>
        <a href={COMPANY.social.facebook} target="_blank" rel="noopener noreferrer" className={button}>
          <FacebookIcon />
          <span className="sr-only">{t("social.facebook")}</span>
        </a>
      </li>
      <li>
        <a href={COMPANY.social.instagram} target="_blank" rel="noopener noreferrer" className={button}>
          <InstagramIcon />
          <span className="sr-only">{t("social.instagram")}</span>
        </a>
      </li>
      <li>
        <QrPopover
          name="wechat"
          className={button}
          placement={placement}
          label={t("social.wechat")}
          icon={<WeChatIcon />}
        >
          {t("social.wechatCaption")}
        </QrPopover>
      </li>
      <li>
        <QrPopover
          name="whatsapp"
          className={button}
          placement={placement}
          label={t("social.whatsapp")}
          icon={<WhatsAppIcon />}
        >
          {t("social.whatsappCaption")} /{" "}
          <a
            href={whatsappChatUrl(t("social.whatsappGreeting"))}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-gold-dark underline underline-offset-2"
          >
            {t("social.clickHere")}
            <span className="sr-only">{t("social.clickHereContext")}</span>
          </a>
        </QrPopover>
      </li>
    </ul>
  );
}

type QrPopoverProps = {
  name: QrName;
  label: string;
  icon: React.ReactNode;
  className: string;
  placement: "top" | "bottom";
  children: React.ReactNode;
};

/**
 * A button that shows a 192 px QR image with a caption in a native popover: on click or keyboard (Escape
 * and a click outside close it) and on hover (an interest invoker), all without JavaScript. The image is
 * in the server's HTML, so the browser preloads it; a spinner shows until it has loaded (enhance.ts).
 */
function QrPopover({ name, label, icon, className, placement, children }: QrPopoverProps) {
  const t = useT();
  const id = useId();
  preload(qrUrl(name), { as: "image", fetchPriority: "low" });
  const qrLabel = name === "wechat" ? t("social.wechatQr") : t("social.whatsappQr");
  return (
    <>
      {/* "show", not a toggle: hover or focus (interest) may have opened it already. */}
      <button
        type="button"
        className={className}
        popoverTarget={id}
        popoverTargetAction="show"
        interestfor={id}
        data-qr-button={name}
      >
        {icon}
        <span className="sr-only">{label}</span>
      </button>
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-label={qrLabel}
        data-qr-popover={name}
        className={`w-[224px] rounded-xl border border-line bg-surface p-4 text-center text-ink shadow-2xl ${placement === "top" ? "popover-above" : "popover-below"}`}
      >
        <div className="relative mx-auto size-[192px]">
          <span role="status" className="absolute inset-0 grid place-items-center" data-qr-spinner="">
            <span className="size-8 animate-spin rounded-full border-2 border-line border-t-gold" />
            <span className="sr-only">{t("social.loading")}</span>
          </span>
          <img
            // Eager and preloaded (the spec asks for it): the popover opens with the image ready. At low
            // priority, after what the first paint and the LCP need: otherwise React hoists a preload of
            // each QR image above the stylesheet (the one file that blocks the first paint).
            loading="eager"
            fetchPriority="low"
            src={qrUrl(name)}
            alt={qrLabel}
            width={QR_SIZE}
            height={QR_SIZE}
            className="relative size-[192px] bg-surface"
            data-qr-image=""
          />
        </div>
        <p className="mt-3 text-sm leading-snug">{children}</p>
      </div>
    </>
  );
}
