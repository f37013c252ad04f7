import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { themeCssVariables } from './src/app/theme-css-variables.ts';

/** Vendors every page needs, split so an application release does not bust their cache. */
const VENDOR_GROUPS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie)[\\/]/, priority: 25 },
  // Popovers, menus and selects only: left to itself, rolldown merges it into a chunk the home
  // page loads.
  { name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, priority: 20 },
];

/**
 * Writes `.br` and `.gz` beside each hashed asset and index.html so the server sends them as they
 * are (issue 16 item 5): compressed once at build, at the strongest level, never per request.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  let assetsDir = '';
  return {
    name: 'espaces:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      assetsDir = join(outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const assets = (await readdir(assetsDir)).filter((file) => /\.(js|css|svg|json)$/.test(file));
      const files = [join(outDir, 'index.html'), ...assets.map((file) => join(assetsDir, file))];
      for (const file of files) {
        const content = await readFile(file);
        const brotli = {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        };
        await writeFile(`${file}.br`, brotliCompressSync(content, brotli));
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const THEME_VARIABLES_ID = 'virtual:mantine-theme.css';

/** The theme's CSS variables as a stylesheet (`virtual:mantine-theme.css`, see theme-css-variables.ts). */
function mantineThemeVariables(): Plugin {
  const resolvedId = `\0${THEME_VARIABLES_ID}`;
  return {
    name: 'espaces:mantine-theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES_ID ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? themeCssVariables() : undefined),
  };
}

export default defineConfig({
  plugins: [react(), mantineThemeVariables(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/check-budget.mjs to weigh what the home page loads.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
