// A stylesheet a component imports (jest.config.js): Vite bundles it, a jsdom test needs none.
module.exports = {};
