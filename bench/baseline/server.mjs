// Serves the bare baseline build with React Router's Express adapter and compression, like our site.

import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const build = await import(new URL("./build/server/index.js", import.meta.url).href);
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(
  "/assets",
  express.static(new URL("./build/client/assets", import.meta.url).pathname, {
    immutable: true,
    maxAge: "1y",
  }),
);
app.use(createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT ?? 4300), "127.0.0.1", () => console.log("baseline ready"));
