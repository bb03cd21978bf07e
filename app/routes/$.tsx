import { data } from "react-router";
import { logger } from "#server/logger";
import type { Route } from "./+types/$";

export async function loader({ request }: Route.LoaderArgs) {
  logger.warn({ path: new URL(request.url).pathname }, "page not found");
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
