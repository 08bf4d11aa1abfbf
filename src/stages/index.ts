/** The planning StageRunner: stage catalogues, criteria checks, offline and model-backed ports and the runner. */
export { createPlanningStageRunner, checkEnvFor, defaultStageTools, isStageRequestError, StageRequestError, type ExecutorOverride, type PlanningStageRunnerDeps } from "./planning-stage-runner.js";
export { CRITERIA, GRAMMAR_GROUPS, catalogueFor, criteriaFor, grammarCriterion, type Approach, type StageCatalogue } from "./catalogue.js";
export { judgeStageOutput, infeasibilityClass, intentCoverage, isStageOutput, schedulableIds, type CheckEnv, type StageJudgement, type StageOutput } from "./criteria-checks.js";
export { roadmapLeaningFrom, scheduleLeaningFrom } from "./feedback.js";
export { createOfflineStageExecutor, OFFLINE_MODEL } from "./offline-executor.js";
export { choosePlan, createStageMerger, createStagePlanner, createStageValidator } from "./offline-stage-ports.js";
export { LoopRecorder, buildStageResult, lossHistoryFrom } from "./stage-result.js";
export { StageModelSession, compactStageOutput, createModelStageExecutor, createModelStageMerger, createModelStageSolver, createModelStageValidator, stageToolName, type StageModels } from "./model-stage-ports.js";
export { NO_SPEND, spendOf, stageStopOf, type StageSpend, type StageStop } from "./spend.js";
