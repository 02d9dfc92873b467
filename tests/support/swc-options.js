/**
 * How swc compiles the TypeScript sources and tests, for jest's transform (as CommonJS) and for
 * the light runner's loader hooks (as ESM, decision 110): decorators with their metadata, as tsc
 * emits them for the build, and React's automatic JSX runtime.
 */
export const swcCompile = {
  jsc: {
    parser: { syntax: "typescript", tsx: true, decorators: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      react: { runtime: "automatic" },
    },
    target: "es2022",
  },
};
