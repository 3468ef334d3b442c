/// <reference types="vite/client" />

declare module 'virtual:example-island' {
  import type { Island } from '@core/schemas';
  const island: Island;
  export default island;
}
