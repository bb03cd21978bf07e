import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/_site.tsx", [index("routes/_index.tsx"), route("*", "routes/$.tsx")]),
] satisfies RouteConfig;
