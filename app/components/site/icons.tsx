/** Inline SVG icons of the public site (no icon library in public bundles). */
import sprite from "./sprite.svg?no-inline";

type IconProps = { className?: string };

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.6,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
};

export function GlobeIcon({ className = "size-5" }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

export function MenuIcon({ className = "size-6" }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon({ className = "size-6" }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function SearchIcon({ className = "size-4" }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} {...stroke}>
      <circle cx="9" cy="9" r="6" />
      <path d="m13.5 13.5 4 4" />
    </svg>
  );
}

export function ArrowUpIcon({ className = "size-5" }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </svg>
  );
}

export function ChevronIcon({
  className = "size-6",
  direction,
}: IconProps & { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} {...stroke}>
      <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}

/**
 * An icon from a cached sprite file, for icons below the header: their paths stay out of every page's
 * JavaScript (the first-load budget), and the file loads once.
 */
function SpriteIcon({ id, className }: { id: string; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <use href={`${sprite}#${id}`} />
    </svg>
  );
}

export function MapPinIcon({ className = "size-5" }: IconProps) {
  return <SpriteIcon id="map-pin" className={className} />;
}

export function PhoneIcon({ className = "size-5" }: IconProps) {
  return <SpriteIcon id="phone" className={className} />;
}

export function MailIcon({ className = "size-5" }: IconProps) {
  return <SpriteIcon id="mail" className={className} />;
}

export function ClockIcon({ className = "size-5" }: IconProps) {
  return <SpriteIcon id="clock" className={className} />;
}

export function FacebookIcon({ className = "size-5" }: IconProps) {
  return <SpriteIcon id="facebook" className={className} />;
}

export function InstagramIcon({ className = "size-5" }: IconProps) {
  return <SpriteIcon id="instagram" className={className} />;
}

export function WeChatIcon({ className = "size-5" }: IconProps) {
  return <SpriteIcon id="wechat" className={className} />;
}

export function WhatsAppIcon({ className = "size-5" }: IconProps) {
  return <SpriteIcon id="whatsapp" className={className} />;
}
