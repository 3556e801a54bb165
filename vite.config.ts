import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "src") } },
  build: {
    rolldownOptions: {
      output: {
        // The framework in one chunk: on HTTP/1.1 every extra request of the first load queues behind six
        // connections, and the render-blocking stylesheet with them (public pages' Lighthouse budget).
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            // the public site's shell and copy (its pages' own code stays in their route chunks)
            {
              name: "site",
              test: /src[\\/](content|web[\\/]components[\\/]public)[\\/]|node_modules[\\/]clsx[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": { target: apiTarget, ws: true } },
  },
});
