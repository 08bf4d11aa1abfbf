/** The model layer: provider seam, prompts, structured output, routing, budget, model-backed roles and the goal reader. */
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
export * from "./reading/goal-reader.js";
export * from "./reading/from-env.js";
export { READING_FIELDS, type ReadingField } from "./reading/merge-reading.js";
export * from "./ports.js";
