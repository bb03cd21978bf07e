import { createRequestHandler, type ServerBuild } from "react-router";
import type { RequestContext } from "#server/request-context";

type RouteModule = Record<string, unknown>;

/**
 * React Router's own request handler over one route module (under an empty root) with a stub document,
 * so a test sees the status and headers a real response gets, for a page post and a fetcher call alike.
 */
export function routeRequestHandler(
  id: string,
  path: string,
  module: RouteModule,
): (request: Request, context: RequestContext) => Promise<Response> {
  const document = (_request: Request, status: number, headers: Headers) => {
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response("<!doctype html><title>test</title>", { status, headers });
  };
  const assetsRoute = (routeId: string, routePath: string, parentId?: string, routeModule?: RouteModule) => ({
    id: routeId,
    parentId,
    path: routePath,
    hasAction: typeof routeModule?.action === "function",
    hasLoader: typeof routeModule?.loader === "function",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: `/${routeId}.js`,
    imports: [],
  });
  const root: RouteModule = { default: () => null };
  const build = {
    entry: { module: { default: document } },
    routes: {
      root: { id: "root", path: "", module: root },
      [id]: { id, parentId: "root", path, module },
    },
    assets: {
      entry: { imports: [], module: "/entry.client.js" },
      routes: { root: assetsRoute("root", ""), [id]: assetsRoute(id, path, "root", module) },
      url: "/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return (request, context) => handle(request, context as never);
}

/** Runs an action called directly, turning what it returned or threw (a redirect, a refusal) into a Response. */
export async function actionAnswer(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    const { data, init } = result as { data: unknown; init?: ResponseInit | null };
    return Response.json(data, { status: init?.status ?? 200, headers: init?.headers });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
