import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// File-based routes: app/routes/ mirrors the site map (products.$slug.tsx is /products/{slug}).
export default flatRoutes() satisfies RouteConfig;
