// Lets TypeScript accept the style sheet and asset imports Vite resolves.
/// <reference types="vite/client" />
