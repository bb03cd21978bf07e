import QRCode from "qrcode";
import { data } from "react-router";
import { QR_TARGETS, type QrName } from "~/lib/company";
import type { Route } from "./+types/qr.$name";

const rendered = new Map<QrName, string>();

function isQrName(name: string): name is QrName {
  return Object.hasOwn(QR_TARGETS, name);
}

/** The social QR codes (WeChat, WhatsApp) as SVG, generated on the server and cached. */
export async function loader({ params }: Route.LoaderArgs) {
  const name = params.name;
  if (!isQrName(name)) throw data(null, { status: 404 });
  let svg = rendered.get(name);
  if (!svg) {
    svg = await QRCode.toString(QR_TARGETS[name](), {
      type: "svg",
      margin: 1,
      width: 192,
      color: { dark: "#0f1115", light: "#ffffff" },
    });
    rendered.set(name, svg);
  }
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
