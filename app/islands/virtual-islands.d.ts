/** Provided by vite/islands-plugin.ts: null in dev, on the client and under vitest. */
declare module "virtual:islands" {
  const islands: Record<string, { src: string; preload: string[] }> | null;
  export default islands;
}
