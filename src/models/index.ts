/** The model layer: provider seam, prompts, structured output, routing, budget, and model-backed roles. */
export * from "./errors.js";
export * from "./settings.js";
export * from "./http.js";
export * from "./provider.js";
export * from "./prompts.js";
export * from "./budget.js";
export * from "./structured.js";
export * from "./router.js";
export * from "./executor-react.js";
export * from "./solver.js";
export * from "./roles.js";
export * from "./ports.js";
