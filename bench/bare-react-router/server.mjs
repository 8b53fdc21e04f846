// Serves the bare page's production build (React Router's own Express adapter, nothing else).
import { createRequestHandler } from "@react-router/express";
import express from "express";

const buildDirectory = new URL("build/", import.meta.url);
const app = express();
app.use("/assets", express.static(new URL("client/assets", buildDirectory).pathname, { immutable: true, maxAge: "1y" }));
app.all("/{*splat}", createRequestHandler({ build: await import(new URL("server/index.js", buildDirectory).href) }));
const port = Number(process.env.PORT ?? 4397);
app.listen(port, () => console.log(`bare page on http://localhost:${port}`));
