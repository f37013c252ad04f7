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
 * Small modules that lazy pages share in ever different sets (docs/performance.md#mechanisms): left to the
 * automatic split, each set became a chunk of its own, 0.1–1 kB, and `/recherche` asked for 25
 * chunks before its heading (≈ 5 round trips on six HTTP/1.1 connections under Lighthouse). Two
 * chunks gather them. Only these modules, not their dependencies
 * (`includeDependenciesRecursively: false`): those are the home page's (Box, the theme), which
 * would otherwise come with the group and load it on the home page. Nothing here may import what
 * only one page uses: each page that needs one module of a group loads all its imports.
 */
const MANTINE_FORM_FIELDS = new RegExp(
  String.raw`[\\/]node_modules[\\/]@mantine[\\/](core|hooks)[\\/]esm[\\/](` +
    String.raw`components[\\/](Input|InputBase|CloseButton|Checkbox|Fieldset|TextInput)[\\/]|` +
    String.raw`utils[\\/](InlineInput|InputsGroupFieldset)[\\/]|` +
    String.raw`core[\\/]utils[\\/](create-safe-context|create-event-handler)[\\/]|` +
    String.raw`core[\\/]styles-api[\\/]use-resolved-styles-api[\\/]|` +
    String.raw`core[\\/]MantineProvider[\\/]color-functions[\\/]get-auto-contrast-value[\\/]|` +
    String.raw`use-(id|merged-ref|uncontrolled)[\\/])`,
);
const APP_SHARED = new RegExp(
  String.raw`[\\/]packages[\\/](web[\\/]src[\\/](` +
    String.raw`ui[\\/](page|after-first-paint|form[\\/]pending-field|list[\\/]shared-filter-texts)|` +
    String.raw`api[\\/](places|organizations|bookings))|` +
    String.raw`domain[\\/]src[\\/](locale[\\/]format|api[\\/]field-messages))\.tsx?$`,
);
const LAZY_SHARED_GROUPS = [
  { name: 'form-fields', test: MANTINE_FORM_FIELDS, priority: 15 },
  { name: 'app-shared', test: APP_SHARED, priority: 14 },
].map((group) => ({ ...group, includeDependenciesRecursively: false }));

/**
 * Writes `.br` and `.gz` beside each hashed asset and index.html so the server sends them as they
 * are (docs/performance.md#mechanisms): compressed once at build, at the strongest level, never per request.
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

/**
 * The entry's stylesheet is preloaded, not linked (docs/performance.md#mechanisms): a `<link rel="stylesheet">`
 * held index.html's static shell off the screen until it arrived, and under Lighthouse the shell
 * then painted after the JavaScript had arrived too, so the first paint waited for both. The
 * shell has its own inline styles; main.tsx turns the preload into the stylesheet and renders
 * React once it applies (`applyEntryStylesheet`), so no page draws unstyled.
 */
function preloadEntryStylesheet(): Plugin {
  return {
    name: 'espaces:preload-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const linked = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[^"]+\.css)">/;
        if (!linked.test(html))
          throw new Error('index.html : feuille de style d’entrée introuvable');
        return html.replace(linked, '<link rel="preload" as="style" crossorigin href="$1">');
      },
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
  plugins: [react(), mantineThemeVariables(), preloadEntryStylesheet(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/check-budget.mjs to weigh what the home page loads.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [...VENDOR_GROUPS, ...LAZY_SHARED_GROUPS] } },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
