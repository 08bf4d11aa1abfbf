/** The medium-loop subgraph: builders, state, ports and routers for the controller to embed. */
export { buildMediumLoopGraph, compileMediumLoop, MEDIUM_LOOP_GRAPH_ID, type CompiledMediumLoop } from "./graph.js";
export { MediumLoopState, keepLatestRound, type ExecuteSubtaskInput, type MediumLoopExit, type MediumLoopStateType, type MediumLoopUpdate, type RoundOutcome } from "./state.js";
export * from "./medium-loop-ports.js";
export { routeAfterGgs, routeAfterMetaValidate, routeAfterPlan } from "./medium-loop-routers.js";
export { idemKey, threadIdOf } from "./bus-keys.js";
export { isFinalResult } from "./nodes/solve-gradient.js";
export { MediumLoopError, isMediumLoopError } from "./errors.js";
