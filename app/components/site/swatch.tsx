import { clsx } from "clsx";
import { ResponsiveImage } from "~/components/ui/responsive-image";

/**
 * An item code's colour: its image when it has one (over its colour while it loads), else a chip of the
 * colour with a soft metallic sheen; a neutral hatch when the code has no colour. Decorative: the code and
 * colour name are always written beside it. `sizes` is the width the image is shown at (its layout's).
 */
export function Swatch({
  hex,
  imageUrl,
  sizes,
  className,
}: { hex: string | null; className?: string } & (
  | { imageUrl?: never; sizes?: never }
  | { imageUrl: string | null | undefined; sizes: string }
)) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        "relative block overflow-hidden border border-black/10",
        !hex && "bg-[repeating-linear-gradient(45deg,#f1ede4_0_6px,#e7e2d8_6px_12px)]",
        className,
      )}
      style={hex ? { backgroundColor: hex } : undefined}
    >
      {imageUrl && sizes ? (
        <ResponsiveImage
          src={imageUrl}
          alt=""
          sizes={sizes}
          width={400}
          height={300}
          className="size-full object-cover"
        />
      ) : (
        hex && (
          <span className="absolute inset-0 bg-[linear-gradient(135deg,rgba(255,255,255,0.35)_0%,rgba(255,255,255,0)_45%,rgba(0,0,0,0.18)_100%)]" />
        )
      )}
    </span>
  );
}
