import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Vendors every page needs, split so an application release does not bust their cache. */
const VENDOR_GROUPS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie)[\\/]/, priority: 25 },
  // The charts (and recharts under them) load only with the indicators page (issue 14).
  { name: 'mantine', test: /[\\/]node_modules[\\/]@mantine[\\/](?!charts[\\/])/, priority: 20 },
  {
    name: 'data',
    test: /[\\/]node_modules[\\/](@tanstack|ofetch|destr|ufo|zod|dayjs)[\\/]/,
    priority: 10,
  },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
