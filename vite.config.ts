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
      // A feature's modules do nothing when imported but define things (issue 33): what another feature takes
      // from its index.ts brings only what it uses, not every module the index names.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]src[\\/]web[\\/]features[\\/].*\.tsx?$/.test(id),
      },
      output: {
        // The framework in two chunks: few requests (HTTP/1.1 queues them behind six connections), yet each
        // evaluated in its own task after the first paint, so neither blocks the main thread for long
        // (the app's pages; the public site ships no framework: ADR 077).
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "router", test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            // what the root needs besides the framework: toasts and their words, code loading with a retry
            {
              name: "app",
              test: /src[\\/](domain[\\/]messages\.ts|web[\\/](lib[\\/](chunk-load|route-modules|toast)\.ts|components[\\/]load-failed\.tsx))$/,
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
